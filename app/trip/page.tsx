import { tripMetadata, TripRoute } from '@/components/trip/TripRoute';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props) {
  return tripMetadata(await searchParams);
}

export default async function TripPage({ searchParams }: Props) {
  return <TripRoute searchParams={await searchParams} />;
}

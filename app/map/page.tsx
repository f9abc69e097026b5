import { contentMetadata } from '@/app/_pages/content-page';
import { MapRoute } from '@/components/map/MapRoute';
import type { SearchParamsInput } from '@/lib/list-query';

export const generateMetadata = contentMetadata('/map');

export default async function MapPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  return <MapRoute searchParams={await searchParams} />;
}

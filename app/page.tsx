import type { Metadata } from 'next';
import { HomeRoute, homeMetadata } from '@/components/home/HomeRoute';

export function generateMetadata(): Promise<Metadata> {
  return homeMetadata('home', '/');
}

export default function HomePage() {
  return <HomeRoute siteKey="home" />;
}

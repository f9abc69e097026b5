import type { Metadata } from 'next';
import { ContentPageView, contentPageMetadata } from '@/app/_pages/content-page';
import { plainContentPages } from '@/lib/config/routes';

/**
 * The named content pages without a form (`/wifi`, `/privacy`, …). Every other single-segment URL has a folder
 * of its own beside this one (list and home views, the map, pages with a form), which Next matches first;
 * anything else is a 404.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return plainContentPages().map((page) => ({ page: page.path.slice(1) }));
}

interface PageProps {
  params: Promise<{ page: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return contentPageMetadata(`/${(await params).page}`);
}

export default async function Page({ params }: PageProps) {
  return <ContentPageView path={`/${(await params).page}`} />;
}

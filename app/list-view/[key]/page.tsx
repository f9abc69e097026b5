import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListPage, listMetadata } from '@/components/list/ListPage';
import { LIST_VIEWS, listViewByKey } from '@/lib/config/routes';

/**
 * A list view in its default state (no query string), prerendered and cached (ISR, tagged by its content) like
 * the home and content pages. proxy.ts rewrites `/{list}` without a query here and answers 404 to anyone asking
 * for this path directly; with a query `app/[page]` renders the view per request.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return LIST_VIEWS.map((view) => ({ key: view.key }));
}

interface PageProps {
  params: Promise<{ key: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const view = listViewByKey((await params).key);
  return view ? listMetadata(view) : {};
}

export default async function DefaultListPage({ params }: PageProps) {
  const view = listViewByKey((await params).key);
  if (!view) notFound();
  return <ListPage view={view} searchParams={{}} />;
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';
import { contentPageByPath, type ContentPage } from '@/lib/config/routes';
import { getSiteEntry } from '@/lib/content/entries';
import { entryMetadata } from '@/lib/content/metadata';
import { EntryView } from '@/components/entry/EntryView';

function pageOf(path: string): ContentPage {
  const page = contentPageByPath(path);
  if (!page) throw new Error(`No content page '${path}' in lib/config/routes.ts`);
  return page;
}

/** Metadata of a named content page, from its site entry. */
export async function contentPageMetadata(path: string): Promise<Metadata> {
  return entryMetadata(await getSiteEntry(pageOf(path).key), path);
}

/** A named content page: its site entry as an entry view, then the page's form if it carries one. */
export async function ContentPageView({ path, form: Form }: { path: string; form?: ComponentType }) {
  const page = pageOf(path);
  const entry = await getSiteEntry(page.key);
  if (!entry) notFound();
  return (
    <>
      <EntryView entry={entry} path={page.path} />
      {Form && (
        <div className="page-width">
          <Form />
        </div>
      )}
    </>
  );
}

/** `generateMetadata` and the page component of a content page with a route folder of its own. */
export function contentMetadata(path: string): () => Promise<Metadata> {
  return () => contentPageMetadata(path);
}

export function contentPage(path: string, form?: ComponentType) {
  return function ContentRoutePage() {
    return <ContentPageView path={path} form={form} />;
  };
}

import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import NotFound from '@/app/not-found';
import { contentMode } from '@/lib/content/cached-read';

/** Throws notFound() from inside a Suspense boundary: the status becomes 404, the HTML around it stays. */
async function NotFoundStatus(): Promise<never> {
  notFound();
}

/**
 * The not-found view, server-rendered inside the shell, with status 404 — for an entry that is gone or not
 * allowed in this mode by the time its page renders. Unknown, malformed and draft entry URLs never get here in
 * normal mode: proxy.ts answers them with the site's not-found view before the page cache is consulted
 * (lib/proxy/entry-route-gate.ts), because whatever this ISR route renders is stored under its URL.
 *
 * Next 16 answers a notFound() thrown outside any Suspense boundary with an empty `<html id="__next_error__">`
 * document (the view only in the RSC payload, drawn by script: vercel/next.js 95613, 97000). So the view is
 * rendered here and notFound() is thrown inside a Suspense boundary: the ISR prerender that serves every
 * normal-mode request keeps the HTML outside the boundary and takes the 404 status from the error (and caches
 * it like any entry page); in the browser the same error reaches the root not-found boundary, which shows the
 * same view. Preview renders dynamically, where the status can no longer change once the shell streams, so
 * preview keeps the plain notFound(): still a 404, the view drawn by script (editors run JavaScript).
 */
export async function EntryNotFound() {
  if ((await contentMode()).preview) notFound();
  return (
    <>
      <NotFound />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

export const NOT_FOUND_METADATA = { title: 'Page not found', robots: { index: false, follow: true } };

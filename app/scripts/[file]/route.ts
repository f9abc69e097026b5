import { pageScriptFiles, pageScriptText } from '@/lib/page-scripts';

// Written once at build time: each file's name carries a digest of its text (lib/page-scripts.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return pageScriptFiles().map((file) => ({ file }));
}

/** GET /scripts/{name}-{digest}.js: one of the page's small scripts, immutable under its address. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const text = pageScriptText((await params).file);
  if (text === undefined) return new Response('Not found', { status: 404 });
  return new Response(text, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}

'use client';

import { noticeDismissalScript } from '@/lib/notices/dismissal-script';

/**
 * The notices' dismissal script (lib/notices/dismissal-script.ts), inline because it must run before the notices are
 * parsed, and sent once. A server component's inline script is sent twice (as HTML, and again in the Server
 * Components payload); a client component's markup is not in the payload, only its props (the keys). The bundler
 * knows `typeof window` in each build, so the browser's bundle drops the text, and React keeps the server's script as
 * it is when it hydrates (it never compares markup set through dangerouslySetInnerHTML).
 */
export function NoticeDismissalScript({ keys }: { keys: readonly string[] }) {
  const source = typeof window === 'undefined' ? noticeDismissalScript(keys) : '';
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}

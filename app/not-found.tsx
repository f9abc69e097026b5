import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <div className="page-width status-view">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link href="/">Go to the home page</Link> or use the search above.
      </p>
    </div>
  );
}

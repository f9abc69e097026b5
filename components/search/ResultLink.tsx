import Link from 'next/link';
import type { ReactNode } from 'react';
import { isSitePath } from '@/lib/search/rules';

/** A search result's link: a client navigation for a path on this site, a plain link for an external result. */
export function ResultLink({ href, onNavigate, children }: { href: string; onNavigate?: () => void; children: ReactNode }) {
  return isSitePath(href) ? (
    <Link href={href} onClick={onNavigate}>
      {children}
    </Link>
  ) : (
    <a href={href} onClick={onNavigate}>
      {children}
    </a>
  );
}

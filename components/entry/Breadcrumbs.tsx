import Link from 'next/link';
import { ELEMENT_LABELS } from '@/components/elements/labels';
import styles from './EntryView.module.css';

export interface BreadcrumbItem {
  name: string;
  /** Site path; the last item is the current page. */
  href: string;
}

/** Home › section list › entry, as an ordered list; the last item is marked current. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  if (items.length < 2) return null;
  return (
    <nav aria-label={ELEMENT_LABELS.breadcrumb} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, i) =>
          i === items.length - 1 ? (
            <li key={item.href} aria-current="page">
              {item.name}
            </li>
          ) : (
            <li key={item.href}>
              <Link href={item.href}>{item.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

import { PATHS, LIST_VIEWS, type ListView } from '@/lib/config/routes';
import type { Entry } from '@/lib/entries';
import { ELEMENT_LABELS } from '@/components/elements/labels';
import type { BreadcrumbItem } from './Breadcrumbs';

/** The list view an entry belongs to (by sub-type first: here, more, media, member), if any. */
export function sectionOf(entry: Pick<Entry, 'type' | 'subtype'>): ListView | null {
  return (
    LIST_VIEWS.find((v) => entry.subtype && v.type === entry.subtype) ?? LIST_VIEWS.find((v) => v.type === entry.type) ?? null
  );
}

/** Home › section list › entry for /entries pages; Home › page for named content pages. */
export function breadcrumbsFor(entry: Entry, path: string): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ name: ELEMENT_LABELS.home, href: PATHS.home }];
  const section = path.startsWith(`${PATHS.entries}/`) ? sectionOf(entry) : null;
  if (section) items.push({ name: section.label, href: section.path });
  items.push({ name: entry.title || path, href: path });
  return items;
}

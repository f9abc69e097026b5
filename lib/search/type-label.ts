/**
 * The kind a search result shows (docs/product.md#search): one mapping from an entry's type and sub-type to its
 * label. Technical types are never results; an unknown type shows no label rather than a guessed one.
 */
import { messages } from '../config/messages';

/** Entry types that are configuration or parts of other pages, never search results. */
export const UNSEARCHABLE_TYPES = ['site', 'notice', 'hero'] as const;

const LABELS: Readonly<Record<string, string>> = messages.search_types;

/** The label for an entry's types (`[type, subtype?]`), or null when it has none. */
export function searchTypeLabel(type: string, subtype?: string | null): string | null {
  const label = (key: string) => (Object.hasOwn(LABELS, key) ? LABELS[key] : null);
  return (subtype ? label(`${type}:${subtype}`) : null) ?? label(type);
}

/** Builders for element tests (not a test file). */
import { normalizeElement, type ElementOf, type ElementType } from '@/lib/entries';

export function element<T extends ElementType>(type: T, wire: Record<string, unknown>): ElementOf<T> {
  const el = normalizeElement({ type, name: '', ...wire });
  if (!el || el.type !== type) throw new Error(`bad ${type} element`);
  return el as ElementOf<T>;
}

export function textElement(id: string, data: string, iana = 'text/plain') {
  return element('text', { id, preferences: { iana_type: iana }, data });
}

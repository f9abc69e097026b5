/** Elebase entry ids are UUIDs: anything else cannot name an entry, so it is never looked up. */
const ENTRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isEntryId(value: string): boolean {
  return ENTRY_ID.test(value);
}

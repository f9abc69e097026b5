import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS, tagForContact } from '@/lib/config/cache-tags';
import { normalizeContacts, type Contact } from '@/lib/entries';
import { contentClient } from './client';
import { cachedRead, publishedRead } from './cached-read';

/**
 * Contacts by id, in the order asked; `frame` reads them as published also in preview (the site's own contacts, see
 * `publishedMode`). Failures are the caller's to ignore (silently: docs/product.md#contacts).
 */
export const getContacts = cache(async (ids: readonly string[], frame = false): Promise<Contact[]> => {
  if (ids.length === 0) return [];
  const wire = await (frame ? publishedRead : cachedRead)(
    ['contacts', ids.join(',')],
    { tags: [CACHE_TAGS.contacts, ...ids.map(tagForContact)], lifetime: 'static' },
    (preview) => contentClient().contacts({ id: ids.join(','), limit: ids.length }, { preview }),
  );
  const byId = new Map(normalizeContacts(wire.index).map((contact) => [contact.id, contact]));
  return ids.map((id) => byId.get(id)).filter((contact): contact is Contact => Boolean(contact));
});

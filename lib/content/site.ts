import 'server-only';
import { cache } from 'react';
import type { CategoryOptions } from '@/lib/categories';
import { elementOf, ELEMENT_IDS, type Contact, type Entry } from '@/lib/entries';
import { noticeFromEntry, visibleNoticeRefs, type Notice } from '@/lib/notices/notice';
import { getContacts } from './contacts';
import { contentMode } from './cached-read';
import { getEntriesById, getSiteEntry } from './entries';
import { siteCategories } from './list-categories';

export interface SiteShellData {
  site: Entry | null;
  notices: Notice[];
  primaryContacts: Contact[];
  siteContacts: Contact[];
  categories: CategoryOptions;
}

async function contactsOf(site: Entry | null, elementId: string): Promise<Contact[]> {
  const ids = (elementOf(site, elementId, 'contact')?.data ?? []).map((ref) => ref.id);
  // Contacts that fail to load are silently left out (docs/product.md#contacts).
  return getContacts(ids).catch(() => []);
}

async function noticesOf(site: Entry | null): Promise<Notice[]> {
  const refs = visibleNoticeRefs(site, await contentMode());
  try {
    const entries = await getEntriesById(refs.map((ref) => ref.id));
    return entries.map((entry) => noticeFromEntry(entry)).filter((notice): notice is Notice => notice !== null);
  } catch (error) {
    console.error('Site notices could not be loaded', error);
    return [];
  }
}

/** Everything the shell shows on every page, from the site entry (one request each, memoised per request). */
export const getSiteShell = cache(async (): Promise<SiteShellData> => {
  const site = await getSiteEntry('site');
  const [notices, primaryContacts, siteContacts] = await Promise.all([
    noticesOf(site),
    contactsOf(site, ELEMENT_IDS.contactsPrimary),
    contactsOf(site, ELEMENT_IDS.contactsSite),
  ]);
  return { site, notices, primaryContacts, siteContacts, categories: await siteCategories() };
});

import 'server-only';
import { cache } from 'react';
import type { CategoryOptions } from '@/lib/categories';
import { elementOf, ELEMENT_IDS, type Contact, type Entry } from '@/lib/entries';
import { noticeFromEntry, visibleNoticeRefs, type Notice } from '@/lib/notices/notice';
import { getContacts } from './contacts';
import { contentMode } from './cached-read';
import { draftNoticeEntries } from './draft-notices';
import { getSiteEntry, publishedMode, readEntriesById } from './entries';
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
  return getContacts(ids, true).catch(() => []);
}

/**
 * The notices the site entry names, in its order: the published ones from the replica (also in preview), and in
 * preview the rest (drafts) from the host, shared for a few seconds between preview pages (./draft-notices.ts).
 */
async function noticesOf(site: Entry | null): Promise<Notice[]> {
  const mode = await contentMode();
  const ids = visibleNoticeRefs(site, mode).map((ref) => ref.id);
  try {
    const found = new Map((await readEntriesById(ids, await publishedMode())).map((entry) => [entry.sourceId, entry]));
    const drafts = await draftNoticeEntries(ids.filter((id) => !found.has(id)), mode);
    for (const entry of drafts) found.set(entry.sourceId, entry);
    return ids
      .map((id) => found.get(id))
      .map((entry) => (entry ? noticeFromEntry(entry) : null))
      .filter((notice): notice is Notice => notice !== null);
  } catch (error) {
    console.error('Site notices could not be loaded', error);
    return [];
  }
}

/** Everything the shell shows on every page, from the site entry (memoised per request; the frame: see publishedMode). */
export const getSiteShell = cache(async (): Promise<SiteShellData> => {
  const site = await getSiteEntry('site');
  const [notices, primaryContacts, siteContacts] = await Promise.all([
    noticesOf(site),
    contactsOf(site, ELEMENT_IDS.contactsPrimary),
    contactsOf(site, ELEMENT_IDS.contactsSite),
  ]);
  return { site, notices, primaryContacts, siteContacts, categories: await siteCategories() };
});

/**
 * Dismissing notices (docs/product.md#notices). The notices are part of every page's cached HTML, so a dismissal
 * is applied in the browser, by a small inline script the server renders just before the notices
 * (./dismissal-script.ts): it runs before they are parsed (nothing shows and then vanishes).
 *
 * A dismissal is remembered per notice *version*: the key holds the notice id and its last edit, so an edited
 * notice shows again. The browser keeps one localStorage item, a JSON array of keys, pruned on every page to the
 * notices that page shows (an old version or a notice taken down is forgotten).
 */
import { createHash } from 'node:crypto';
import type { Notice } from './notice';

export { DISMISSED_NOTICES_STORAGE_KEY, MAX_DISMISSED_NOTICES, NOTICE_KEY_PATTERN, noticeDismissalScript } from './dismissal-script';

/** A short, stable hash of the text, for notices without an edit time. */
const textHash = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 12);

/**
 * `<id>.<version>`: the version is the last edit (ms, base 36), or a hash of the text when the entry has no valid
 * edit time. Characters outside the key alphabet in the id become `_`.
 */
export function noticeKey(notice: Pick<Notice, 'id' | 'edited' | 'text'>): string {
  const id = notice.id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'notice';
  const time = Date.parse(notice.edited);
  const version = Number.isFinite(time) && time >= 0 ? time.toString(36) : `t${textHash(notice.text)}`;
  return `${id}.${version}`;
}


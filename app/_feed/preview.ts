import { draftMode } from 'next/headers';

/**
 * Whether this request carries a valid preview (draft-mode) cookie. The open feed and /mcp refuse such requests:
 * they answer published content from the replica, while drafts would be read from the content host.
 */
export async function inPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false; // outside a request (tests calling the handler directly)
  }
}

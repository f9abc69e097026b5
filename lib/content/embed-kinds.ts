import { readSettings } from '@/lib/config/settings';
import { isOnHosts } from '@/lib/validators';

/** Whether an embed URL is a photo-sharing post (shown as a card) rather than a video. */
export function isPhotoEmbed(url: string): boolean {
  return isOnHosts(url, readSettings().photoEmbed.hosts);
}

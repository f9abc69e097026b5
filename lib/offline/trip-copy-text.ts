/**
 * What the trip page says about its offline copy (docs/product.md#saving-the-trip-for-offline): one line per state
 * of lib/offline/protocol.ts. Pure, so the copy is tested without a service worker.
 */
import { format } from '../config/format';
import { tripOfflineMessages as text } from './messages';
import { TRIP_COPY_MAX_BYTES } from './paths';
import type { TripCopyState } from './protocol';

/** `1.2 MB`, `340 kB`, `900 B` (decimal units, as phones show storage). */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} kB`;
  return `${bytes} B`;
}

/** A saved copy's time in the site's zone: "Nov 26, 2026, 7:45 PM". */
export function formatSavedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { timeZone: 'America/Denver', dateStyle: 'medium', timeStyle: 'short' });
}

export function tripCopyStatusText(state: TripCopyState): string {
  switch (state.status) {
    case 'none':
      return '';
    case 'saving':
      return format(text.saving, { done: state.done, total: state.total, size: formatSize(state.bytes) });
    case 'saved':
      return state.previousBytes !== null && state.previousBytes !== state.bytes
        ? format(text.saved_change, { date: formatSavedAt(state.savedAt), size: formatSize(state.bytes), before: formatSize(state.previousBytes) })
        : format(text.saved, { date: formatSavedAt(state.savedAt), size: formatSize(state.bytes) });
    case 'failed': {
      const reason =
        state.reason === 'quota'
          ? text.failed_quota
          : state.reason === 'too-large'
            ? format(text.failed_too_large, { max: formatSize(TRIP_COPY_MAX_BYTES) })
            : state.reason === 'private'
              ? text.failed_private
              : state.reason === 'busy'
                ? text.failed_busy
                : text.failed_network;
      return state.savedAt ? `${reason} ${format(text.kept, { date: formatSavedAt(state.savedAt) })}` : reason;
    }
  }
}

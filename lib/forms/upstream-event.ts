/**
 * A submitted event's way to the content host: its image as a file (POST /files), then the draft entry naming it
 * (POST /entries, phase 1), with the server's keys through the breaker and the form's share of the content budget
 * (lib/content/upstream.ts). Each write carries an Idempotency-Key derived from the submission's, so a retry, a
 * double submit or the outbox forwarding it again stores one file and one entry.
 */
import 'server-only';
import { ContentApiError, type ContentClient } from '@/content-client';
import type { WireEntryInput } from '@/content-client/wire';
import { upstreamFormClient } from '@/lib/content/upstream';
import { IMAGE_ELEMENT } from '@/lib/event-submit/entry';
import { unstored, type SubmitResult } from './upstream';

/** A submission ready for the host: what the outbox keeps, as JSON. */
export interface OutgoingEvent {
  /** The Idempotency-Key of the entry (its image's is derived from it). */
  key: string;
  entry: WireEntryInput;
  image?: { data: string; alt: string; credit: string };
}

export type ForwardResult = (SubmitResult & { kind: Exclude<SubmitResult['kind'], 'stored'> }) | { kind: 'stored'; id: string };

/** Stores `event` on the host (`client`: the form client, or another for a test). */
export async function forwardEvent(event: OutgoingEvent, client: ContentClient = upstreamFormClient()): Promise<ForwardResult> {
  try {
    const elements = [...(event.entry.elements ?? [])];
    if (event.image) {
      const { data, alt, credit } = event.image;
      const file = await client.storeFile(
        { name: 'event-image.jpg', type: 'image/jpeg', data, title: alt, description: alt, ip_attribution: credit },
        { headers: { 'Idempotency-Key': `${event.key}-image` } },
      );
      elements.push({ id: IMAGE_ELEMENT, type: 'file', data: [{ id: file.id }] });
    }
    const entry = await client.createEntry({ ...event.entry, elements }, { headers: { 'Idempotency-Key': event.key } });
    return { kind: 'stored', id: entry.id };
  } catch (cause) {
    if (cause instanceof ContentApiError && cause.status >= 400 && cause.status < 500 && cause.status !== 429) {
      // The host refused what was sent: sending it again would be refused again.
      console.error('Event submission refused by the content service', { status: cause.status, id: cause.id });
      return cause.status === 400 ? { kind: 'invalid', id: 'invalid_fields', fields: [] } : { kind: 'failed', status: cause.status };
    }
    return unstored('Event submission', cause);
  }
}

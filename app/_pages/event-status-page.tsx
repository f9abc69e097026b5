import type { Metadata } from 'next';
import Link from 'next/link';
import { eventStatusCopy } from '@/lib/event-submit/review-messages';
import { submissionStatus } from '@/lib/forms/submit-event-status';

export const eventStatusMetadata: Metadata = { title: eventStatusCopy.title, robots: { index: false, follow: false }, referrer: 'no-referrer' };

/**
 * /events/submit/status/{token}: the submitter's private status page, rendered per request from the draft on the
 * host (never cached: the decision changes it, and the address is a secret).
 */
export async function EventStatusPage({ params }: { params: Promise<{ token: string }> }) {
  const status = await submissionStatus((await params).token);
  return (
    <div className="page-width">
      <h1>{eventStatusCopy.title}</h1>
      {status === null ? (
        <p>{eventStatusCopy.unknown}</p>
      ) : status === 'unavailable' ? (
        <p>{eventStatusCopy.unavailable}</p>
      ) : (
        <>
          <p>
            <strong>{status.title}</strong>
          </p>
          <p role="status" data-state={status.state}>
            {eventStatusCopy[status.state]}
          </p>
          {status.state === 'approved' ? (
            <p>
              <Link href={status.path}>{eventStatusCopy.publicLink}</Link>
            </p>
          ) : null}
          {status.state === 'declined' && status.reason ? (
            <p>
              {eventStatusCopy.reason} {status.reason}
            </p>
          ) : null}
        </>
      )}
      <p>
        <Link href="/events">{eventStatusCopy.back}</Link>
      </p>
    </div>
  );
}

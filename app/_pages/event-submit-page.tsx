import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { EventSubmitForm } from '@/components/forms/EventSubmitForm';
import { eventSubmitOptions } from '@/lib/content/event-submit-choices';
import { EVENT_SUBMIT_PATH, FIELD_ORDER, type EventField } from '@/lib/event-submit/fields';
import { eventSubmitCopy } from '@/lib/event-submit/messages';
import { eventFieldMessage } from '@/lib/event-submit/validate';
import { messages } from '@/lib/config/messages';
import { CARRY_COOKIE, noticeMessage, openCarried } from '@/lib/forms/submit-event-carry';
import { FORM_TOKEN_FIELD, formTokenIssuedAt, issueFormToken } from '@/lib/forms/submit-event-token';
import { eventSubmitKey } from '@/lib/forms/submit-event-secret';
import { parseStatusToken } from '@/lib/forms/submit-event-status-token';
import { statusPath } from '@/lib/event-submit/review-paths';

export const eventSubmitMetadata: Metadata = {
  title: eventSubmitCopy.title,
  description: eventSubmitCopy.intro,
  alternates: { canonical: EVENT_SUBMIT_PATH },
};

/**
 * /events/submit: the form, rendered per request (it reads the sealed cookie a failed no-JS post left, and holds a
 * fresh idempotency key and form token; after a failed post the first token, since the filling began then), so never kept by a shared cache.
 */
export async function EventSubmitPage() {
  const open = eventSubmitKey('carry') !== null;
  const carried = open ? openCarried((await cookies()).get(CARRY_COOKIE)?.value) : null;
  const options = open ? await eventSubmitOptions() : null;
  const errors = Object.fromEntries(
    FIELD_ORDER.filter((name) => carried?.problems[name]).map((name) => [name, eventFieldMessage(name, carried!.problems[name]!)]),
  ) as Partial<Record<EventField, string>>;
  return (
    <div className="page-width">
      {options ? (
        <EventSubmitForm
          categories={options.categories}
          venues={options.venues}
          values={carried?.values}
          errors={errors}
          notice={carried?.notice ? noticeMessage(carried.notice) : undefined}
          formToken={formTokenIssuedAt(carried?.values[FORM_TOKEN_FIELD]) !== null ? carried!.values[FORM_TOKEN_FIELD] : (issueFormToken() ?? '')}
          idempotencyKey={randomUUID()}
        />
      ) : (
        <>
          <h1>{eventSubmitCopy.title}</h1>
          <p>{messages.error.request}</p>
        </>
      )}
      <p>
        <Link href="/events">{eventSubmitCopy.back}</Link>
      </p>
    </div>
  );
}

/** /events/submitted: where a no-JS post lands once the submission was stored or kept, with its status link. */
export async function EventSubmitThanksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = (await searchParams).status;
  return (
    <div className="page-width">
      <h1>{messages.form.result.thanks_title}</h1>
      <p role="status">{eventSubmitCopy.received}</p>
      {typeof token === 'string' && parseStatusToken(token, eventSubmitKey('status')) ? (
        <p>
          <Link href={statusPath(token)} prefetch={false}>
            {eventSubmitCopy.statusLink}
          </Link>
        </p>
      ) : null}
      <p>
        <Link href="/events">{eventSubmitCopy.back}</Link>
      </p>
    </div>
  );
}

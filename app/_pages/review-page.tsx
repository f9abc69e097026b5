import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { ReviewQueue, ReviewSignIn } from '@/components/review/ReviewQueue';
import { reviewCopy, type ReviewNotice } from '@/lib/event-submit/review-messages';
import { reviewQueue, type QueueItem } from '@/lib/forms/submit-review';
import { loginCsrf, openSession, SESSION_COOKIE, sessionCsrf } from '@/lib/forms/submit-review-session';
import { eventSubmitKey } from '@/lib/forms/submit-event-secret';

export const reviewMetadata: Metadata = { title: reviewCopy.title, robots: { index: false, follow: false } };

/** /review: the editors' queue, or its sign-in; rendered per request (the session's cookie), never cached. */
export async function ReviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const notice = (await searchParams).notice;
  const message = typeof notice === 'string' && notice in reviewCopy.notices ? reviewCopy.notices[notice as ReviewNotice] : null;
  const open = eventSubmitKey('review-session') !== null;
  const session = open ? openSession((await cookies()).get(SESSION_COOKIE)?.value) : null;
  let items: QueueItem[] | null = null;
  if (session) items = await reviewQueue().catch(() => null);
  return (
    <div className="page-width">
      <h1>{reviewCopy.title}</h1>
      {message ? <p role="status">{message}</p> : null}
      {!open ? (
        <p>{reviewCopy.notices.failed}</p>
      ) : !session ? (
        <ReviewSignIn csrf={loginCsrf()} />
      ) : items === null ? (
        <p role="alert">{reviewCopy.notices.failed}</p>
      ) : (
        <ReviewQueue items={items} csrf={sessionCsrf(session)} editor={session.name} />
      )}
    </div>
  );
}

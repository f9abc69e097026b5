import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { EntryView } from '@/components/entry/EntryView';
import { normalizeEntry } from '@/lib/entries';
import { submissionOf, whereElement } from '@/lib/event-submit/entry';
import { reviewCopy } from '@/lib/event-submit/review-messages';
import { REVIEW_PATH } from '@/lib/event-submit/review-paths';
import { queuedEntry } from '@/lib/forms/submit-review';
import { openSession, SESSION_COOKIE } from '@/lib/forms/submit-review-session';
import { eventSubmitKey } from '@/lib/forms/submit-event-secret';
import { entryPath } from '@/lib/text';

export const reviewPreviewMetadata: Metadata = { title: reviewCopy.preview, robots: { index: false, follow: false } };

/**
 * /review/{id}: a waiting submission drawn by the public entry page's own view, with what approving adds (the
 * typed venue as `where`), for a signed-in editor only; anyone else is sent to the sign-in. Rendered per request.
 */
export async function ReviewPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = eventSubmitKey('review-session') !== null ? openSession((await cookies()).get(SESSION_COOKIE)?.value) : null;
  if (!session) redirect(REVIEW_PATH);
  const wire = /^[\w-]{1,80}$/.test(id) ? await queuedEntry(id) : null;
  if (!wire) notFound();
  const record = submissionOf(wire);
  const where = record ? whereElement(record) : null;
  const entry = normalizeEntry({ ...wire, elements: [...wire.elements, ...(where ? [where] : [])] });
  if (!entry) notFound();
  return (
    <div className="page-width">
      <p role="note">
        <strong>{reviewCopy.previewNotice}</strong> <a href={REVIEW_PATH}>{reviewCopy.backToQueue}</a>
      </p>
      <EntryView entry={entry} path={entryPath(entry)} />
    </div>
  );
}

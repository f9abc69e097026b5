import type { ReactNode } from 'react';
import siteStyles from '@/components/forms/SiteForm.module.css';
import { entryPath } from '@/lib/text';
import { REVIEW_ENDPOINT, reviewPreviewPath } from '@/lib/event-submit/review-paths';
import { reviewCopy as copy } from '@/lib/event-submit/review-messages';
import type { QueueItem } from '@/lib/forms/submit-review';
import styles from './ReviewQueue.module.css';

const when = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', dateStyle: 'medium', timeStyle: 'short' });
const shown = (iso: string) => (Number.isFinite(Date.parse(iso)) ? when.format(new Date(iso)) : iso);

/** The sign-in form (server-rendered; a plain post). */
export function ReviewSignIn({ csrf }: { csrf: string }) {
  return (
    <form className={siteStyles.form} method="post" action={`${REVIEW_ENDPOINT}/login`} aria-labelledby="review-sign-in">
      <h2 id="review-sign-in">{copy.signIn}</h2>
      <input type="hidden" name="csrf" value={csrf} />
      <div className={siteStyles.field}>
        <label htmlFor="review-email">{copy.email}</label>
        <input id="review-email" className={siteStyles.control} name="email" type="email" autoComplete="username" required maxLength={200} />
      </div>
      <div className={siteStyles.field}>
        <label htmlFor="review-password">{copy.password}</label>
        <input id="review-password" className={siteStyles.control} name="password" type="password" autoComplete="current-password" required maxLength={200} />
      </div>
      <button type="submit" className={`button ${siteStyles.submit}`}>
        {copy.signIn}
      </button>
    </form>
  );
}

/** One decision's plain form: the session's CSRF token, the draft, the action and its field. */
function DecisionForm({ csrf, id, action, label, children }: { csrf: string; id: string; action: 'approve' | 'decline'; label: string; children: ReactNode }) {
  return (
    <form method="post" action={`${REVIEW_ENDPOINT}/decide`} className={styles.decision}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="action" value={action} />
      <div className={siteStyles.field}>{children}</div>
      <button type="submit" className="button">
        {label}
      </button>
    </form>
  );
}

function Item({ item, csrf }: { item: QueueItem; csrf: string }) {
  const { record } = item;
  const heading = `review-${item.id}`;
  return (
    <li className={styles.item}>
      <article aria-labelledby={heading}>
        <h3 id={heading}>{item.title}</h3>
        <p>
          <a href={reviewPreviewPath(item.id)} aria-describedby={heading}>
            {copy.preview}
          </a>
        </p>
        {record.duplicates?.length ? (
          <ul className={styles.flags} aria-label={copy.duplicate}>
            {record.duplicates.map((flag) => (
              <li key={`${flag.id}-${flag.reason}`}>
                {copy.duplicate}{' '}
                {flag.source === 'published' ? <a href={entryPath({ id: flag.id, title: flag.title })}>{flag.title}</a> : <span>{flag.title}</span>} ({copy.duplicateReasons[flag.reason]})
              </li>
            ))}
          </ul>
        ) : null}
        <dl className={styles.facts}>
          <dt>{copy.submitted}</dt>
          <dd>{shown(item.submitted)}</dd>
          <dt>{copy.dates}</dt>
          <dd>{item.dates.map(([start]) => shown(start)).join('; ')}</dd>
          {record.venue?.name ? (
            <>
              <dt>{copy.venue}</dt>
              <dd>{[record.venue.name, record.venue.address].filter(Boolean).join(', ')}</dd>
            </>
          ) : null}
          <dt>{copy.submitter}</dt>
          <dd>{[record.submitter?.name, record.submitter?.email, record.submitter?.phone].filter(Boolean).join(', ')}</dd>
        </dl>
        {item.description.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        <DecisionForm csrf={csrf} id={item.id} action="approve" label={copy.approve}>
          <label htmlFor={`${heading}-title`}>{copy.titleLabel}</label>
          <input id={`${heading}-title`} className={siteStyles.control} name="title" defaultValue={item.title} required maxLength={200} />
        </DecisionForm>
        <DecisionForm csrf={csrf} id={item.id} action="decline" label={copy.decline}>
          <label htmlFor={`${heading}-reason`}>{copy.reasonLabel}</label>
          <textarea id={`${heading}-reason`} className={siteStyles.control} name="reason" required maxLength={1000} rows={2} />
        </DecisionForm>
      </article>
    </li>
  );
}

/** The queue of a signed-in editor: each waiting submission with its flags and the forms of a decision. */
export function ReviewQueue({ items, csrf, editor }: { items: readonly QueueItem[]; csrf: string; editor: string }) {
  return (
    <>
      <form method="post" action={`${REVIEW_ENDPOINT}/logout`} className={styles.session}>
        <input type="hidden" name="csrf" value={csrf} />
        <span>
          {copy.signedInAs} {editor}
        </span>{' '}
        <button type="submit" className="button">
          {copy.signOut}
        </button>
      </form>
      <h2>{copy.waiting}</h2>
      {items.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ol className={styles.queue}>
          {items.map((item) => (
            <Item key={item.id} item={item} csrf={csrf} />
          ))}
        </ol>
      )}
    </>
  );
}

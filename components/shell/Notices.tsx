import { format, messages } from '@/lib/config/messages';
import { noticeKey } from '@/lib/notices/dismissal';
import type { Notice as NoticeData } from '@/lib/notices/notice';
import { Notice } from './Notice';
import { NoticeDismissalScript } from './NoticeDismissalScript';

export interface NoticesProps {
  /** Already filtered by phase (lib/notices) and in the site entry's order. */
  notices: readonly NoticeData[];
}

/**
 * The notices above the top bar (docs/product.md#notices). The inline script comes first so that dismissed
 * notices are hidden before they are parsed (lib/notices/dismissal). On small screens globals.css caps the region
 * until the visitor opens the "Show all notices" disclosure: a <details> that only toggles (its open state
 * reaches the list through :has), so it works without JavaScript. Its label is rendered for every count of notices
 * still shown; CSS shows the one for all of them, and the dismissal script's style the one for those left.
 */
export function Notices({ notices }: NoticesProps) {
  if (notices.length === 0) return null;
  const keyed = notices.map((notice) => ({ notice, key: noticeKey(notice) }));
  return (
    <>
      <NoticeDismissalScript keys={keyed.map(({ key }) => key)} />
      <section role="region" aria-label={messages.notices.region} className="notices">
        <div className="notices__list">
          {keyed.map(({ notice, key }) => (
            <Notice key={key} notice={notice} dismissalKey={key} />
          ))}
        </div>
        <details className="notices__more">
          <summary className="notices__toggle">
            <span className="notices__toggle-closed">
              {keyed.map((_, index) => (
                <span
                  key={index}
                  className={index === keyed.length - 1 ? 'notices__count notices__count--all' : 'notices__count'}
                  data-count={index + 1}
                >
                  {index === 0 ? messages.notices.show_one : format(messages.notices.show_all, { n: index + 1 })}
                </span>
              ))}
            </span>
            <span className="notices__toggle-open">{messages.notices.show_fewer}</span>
          </summary>
        </details>
      </section>
    </>
  );
}

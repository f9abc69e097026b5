import type { CSSProperties } from 'react';
import { format, messages } from '@/lib/config/messages';
import { noticeSummary, type Notice as NoticeData } from '@/lib/notices/notice';
import { Markdown } from '@/components/markdown/Markdown';
import { SafeHtml } from '@/components/markdown/SafeHtml';
import { NoticeIcon } from './icons';

export interface NoticeProps {
  notice: NoticeData;
  /** What a dismissal of this version of the notice is remembered by (lib/notices/dismissal). */
  dismissalKey: string;
}

/** Notice text by format: plain text stays text (React escapes it), markdown and HTML go through the policy. */
function NoticeBody({ notice }: Pick<NoticeProps, 'notice'>) {
  switch (notice.format) {
    case 'text/markdown':
      return <Markdown>{notice.text}</Markdown>;
    case 'text/html':
      return <SafeHtml html={notice.text} />;
    default:
      return <p className="notice__plain">{notice.text}</p>;
  }
}

/**
 * One site notice. Appearance (already parsed with defaults by lib/notices) becomes inline styles; the link
 * colour and font size go through custom properties that globals.css uses (small screens cap the font size).
 * The dismiss button has no handler of its own: the inline dismissal script listens on the document, and
 * globals.css hides the button until that script has run with working storage.
 */
export function Notice({ notice, dismissalKey }: NoticeProps) {
  const { background, icon, text, link } = notice.appearance;
  const style = {
    backgroundColor: background.color,
    color: text.color,
    '--notice-link-color': link.color,
  } as CSSProperties;
  const textStyle = {
    '--notice-font-size': text.fontSize,
    lineHeight: text.lineHeight,
    verticalAlign: text.verticalAlign,
  } as CSSProperties;
  return (
    <div className="notice" style={style} data-notice-id={notice.id} data-notice-key={dismissalKey}>
      <div className="notice__inner">
        <span className="notice__icon-wrap" style={{ color: icon.color }}>
          <NoticeIcon name={icon.name} size={icon.size} color={icon.color} className="notice__icon" />
        </span>
        <div className="notice__text" style={textStyle}>
          <NoticeBody notice={notice} />
        </div>
        <button
          type="button"
          className="notice__dismiss"
          data-notice-dismiss=""
          aria-label={format(messages.notices.dismiss, { text: noticeSummary(notice) })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}

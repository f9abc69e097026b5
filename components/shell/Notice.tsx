import type { CSSProperties } from 'react';
import type { Notice as NoticeData } from '@/lib/notices';
import { Markdown } from '@/components/markdown/Markdown';
import { SafeHtml } from '@/components/markdown/SafeHtml';
import { NoticeIcon } from './icons';

export interface NoticeProps {
  notice: NoticeData;
}

/** Notice text by format: plain text stays text (React escapes it), markdown and HTML go through the policy. */
function NoticeBody({ notice }: NoticeProps) {
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
 * One site notice. Appearance (already parsed with defaults by lib/notices) becomes inline styles; the
 * link colour goes through a custom property used by `.notice a` in globals.css.
 */
export function Notice({ notice }: NoticeProps) {
  const { background, icon, text, link } = notice.appearance;
  const style = {
    backgroundColor: background.color,
    color: text.color,
    '--notice-link-color': link.color,
  } as CSSProperties;
  const textStyle: CSSProperties = {
    fontSize: text.fontSize,
    lineHeight: text.lineHeight,
    verticalAlign: text.verticalAlign,
  };
  return (
    <div className="notice" style={style} data-notice-id={notice.id}>
      <div className="notice__inner">
        <span className="notice__icon-wrap" style={{ color: icon.color }}>
          <NoticeIcon name={icon.name} size={icon.size} color={icon.color} className="notice__icon" />
        </span>
        <div className="notice__text" style={textStyle}>
          <NoticeBody notice={notice} />
        </div>
      </div>
    </div>
  );
}

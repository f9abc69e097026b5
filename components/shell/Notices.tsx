import type { Notice as NoticeData } from '@/lib/notices';
import { Notice } from './Notice';

export interface NoticesProps {
  /** Already filtered by phase (lib/notices) and in the site entry's order. */
  notices: readonly NoticeData[];
}

export function Notices({ notices }: NoticesProps) {
  if (notices.length === 0) return null;
  return (
    <section role="region" aria-label="Site notices" className="notices">
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} />
      ))}
    </section>
  );
}

import { isExternal } from '@/lib/markdown-policy';
import { isHttpUrl } from '@/lib/validators';
import { ELEMENT_LABELS } from './labels';
import styles from './elements.module.css';

/** The URL when it is an absolute http(s) URL (lib validators), else null. */
export function ctaHref(url: string | null | undefined): string | null {
  const v = (url ?? '').trim();
  return isHttpUrl(v) ? v : null;
}

export interface CallToActionProps {
  href: string | null | undefined;
  label: string;
  variant?: 'primary' | 'secondary';
}

/** A clear call-to-action link; renders nothing unless the URL is http(s). External → new tab, no opener. */
export function CallToAction({ href, label, variant = 'primary' }: CallToActionProps) {
  const safe = ctaHref(href);
  if (!safe) return null;
  const external = isExternal(safe);
  return (
    <a
      className={`${styles.cta} ${variant === 'secondary' ? styles.ctaSecondary : ''}`}
      href={safe}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
      {external && <span className={styles.visuallyHidden}> {ELEMENT_LABELS.opensInNewTab}</span>}
    </a>
  );
}

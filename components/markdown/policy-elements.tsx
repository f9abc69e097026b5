/**
 * Link and image renderers shared by Markdown and SafeHtml: every href/src goes through lib's policy
 * (lib/markdown-policy), so both paths behave the same.
 */
import Link from 'next/link';
import type { AnchorHTMLAttributes, ImgHTMLAttributes } from 'react';
import { externalLinkProps, imageSrc, linkHref } from '@/lib/markdown-policy';

type WithNode<T> = T & { node?: unknown };

/** Unsafe or missing href → the link text only. External → new tab, no opener. Site paths → client nav. */
export function PolicyLink({ href, children, node: _node, target: _target, rel: _rel, ...rest }: WithNode<AnchorHTMLAttributes<HTMLAnchorElement>>) {
  const safe = linkHref(typeof href === 'string' ? href : null);
  if (!safe) return <>{children}</>;
  if (safe.startsWith('/') && !safe.startsWith('//')) {
    return (
      <Link href={safe} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safe} {...rest} {...externalLinkProps(safe)}>
      {children}
    </a>
  );
}

/** Only image-pattern URLs, forced to https; anything else renders nothing. */
export function PolicyImage({ src, alt, node: _node, ...rest }: WithNode<ImgHTMLAttributes<HTMLImageElement>>) {
  const safe = imageSrc(typeof src === 'string' ? src : null);
  if (!safe) return null;
  // eslint-disable-next-line @next/next/no-img-element -- author content of unknown size from any host
  return <img src={safe} alt={alt ?? ''} loading="lazy" decoding="async" {...rest} />;
}

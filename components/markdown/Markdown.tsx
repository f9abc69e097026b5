/**
 * Author markdown → React, under lib's policy: unsafe links dropped (text kept), external links in a new
 * tab without opener, images only via imageSrc, raw HTML never rendered as HTML, output sanitised.
 * Server- and client-safe (no hooks).
 */
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { sanitizeSchema, urlTransform } from '@/lib/markdown-policy';
import { markdownTooComplex, plainParagraphs, warnTooComplex } from '@/lib/markup-bounds';
import { PolicyImage, PolicyLink } from './policy-elements';

const COMPONENTS: Components = { a: PolicyLink, img: PolicyImage };
const REHYPE_PLUGINS = [[rehypeSanitize, sanitizeSchema]] as NonNullable<Parameters<typeof ReactMarkdown>[0]['rehypePlugins']>;

export interface MarkdownProps {
  children: string | null | undefined;
  className?: string;
}

export function Markdown({ children, className }: MarkdownProps) {
  if (!children) return null;
  const tooComplex = markdownTooComplex(children);
  if (tooComplex) warnTooComplex('markdown', children, tooComplex);
  const content = tooComplex ? (
    plainParagraphs(children).map((paragraph, i) => <p key={i}>{paragraph}</p>)
  ) : (
    <ReactMarkdown components={COMPONENTS} urlTransform={urlTransform} rehypePlugins={REHYPE_PLUGINS}>
      {children}
    </ReactMarkdown>
  );
  return className ? <div className={className}>{content}</div> : content;
}

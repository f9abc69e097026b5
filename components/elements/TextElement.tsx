import { Markdown } from '@/components/markdown/Markdown';
import { SafeHtml } from '@/components/markdown/SafeHtml';
import { ELEMENT_IDS, type ElementOf, type TextFormat } from '@/lib/entries';
import { CallToAction } from './CallToAction';
import { ELEMENT_LABELS } from './labels';
import styles from './elements.module.css';

/** Text fields shown with a heading; the others (body, intro, overview, tagline, notice, html) flow as prose. */
const HEADINGS: Record<string, string> = {
  [ELEMENT_IDS.pricing]: ELEMENT_LABELS.pricing,
  [ELEMENT_IDS.hours]: ELEMENT_LABELS.hours,
  [ELEMENT_IDS.where]: ELEMENT_LABELS.where,
};

/** Per-field presentation class. */
const FIELD_CLASS: Record<string, string | undefined> = {
  [ELEMENT_IDS.intro]: styles.lead,
  [ELEMENT_IDS.overview]: styles.lead,
  [ELEMENT_IDS.tagline]: styles.tagline,
  [ELEMENT_IDS.notice]: styles.notice,
};

/** URL-valued text fields rendered as calls to action, with their labels. */
export const URL_LABELS: Record<string, string> = {
  [ELEMENT_IDS.urlBook]: ELEMENT_LABELS.book,
  [ELEMENT_IDS.urlReserve]: ELEMENT_LABELS.reserve,
  [ELEMENT_IDS.urlWebsite]: ELEMENT_LABELS.website,
};

/** Formats that are data, never shown as text. */
const HIDDEN_FORMATS: readonly TextFormat[] = ['application/json', 'application/geo+json'];

export interface TextContentProps {
  text: string;
  format: TextFormat;
  className?: string;
}

/**
 * Text by its IANA type: plain text as text (React escapes it, so `<script>` shows as characters and
 * never runs; blank lines start paragraphs), markdown through Markdown, HTML through SafeHtml (sanitised),
 * JSON formats not shown.
 */
export function TextContent({ text, format, className }: TextContentProps) {
  const value = text.trim();
  if (!value || HIDDEN_FORMATS.includes(format)) return null;
  const cls = [styles.prose, className].filter(Boolean).join(' ');
  if (format === 'text/markdown') return <Markdown className={cls}>{value}</Markdown>;
  if (format === 'text/html') return <SafeHtml className={cls} html={value} />;
  return (
    <div className={cls}>
      {value.split(/\r?\n\s*\r?\n/).map((para, i) => (
        <p key={i} className={styles.plain}>
          {para}
        </p>
      ))}
    </div>
  );
}

/** A text element: URL fields as calls to action, named fields with their heading, the rest as prose. */
export function TextElement({ element, headingLevel = 2 }: { element: ElementOf<'text'>; headingLevel?: 2 | 3 }) {
  const text = element.data.trim();
  if (!text || HIDDEN_FORMATS.includes(element.format)) return null;
  if (element.id in URL_LABELS || element.id.startsWith('url-')) {
    return (
      <p className={styles.actions}>
        <CallToAction href={text} label={URL_LABELS[element.id] ?? (element.name || text)} />
      </p>
    );
  }
  const heading = HEADINGS[element.id];
  const Heading = `h${headingLevel}` as const;
  const content = <TextContent text={text} format={element.format} className={FIELD_CLASS[element.id]} />;
  if (!heading) return content;
  return (
    <section className={styles.section} aria-label={heading}>
      <Heading className={styles.heading}>{heading}</Heading>
      {content}
    </section>
  );
}

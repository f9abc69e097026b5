/**
 * Site notices (docs/product.md#notices): appearance JSON with defaults, phase filtering.
 */
import { NOTICE_DEFAULTS } from '../config/constants';
import { errorOnce } from '../log-once';
import { shorten } from '../text';
import { elementOf, textOf } from '../entries/access';
import { isObj, obj, str } from '../entries/coerce';
import { ELEMENT_IDS } from '../entries/element-ids';
import { isPhaseVisible } from '../entries/phase';
import type { Entry, EntryRef, PhaseMode, TextFormat } from '../entries/types';

export interface NoticeAppearance {
  background: { color: string };
  icon: { name: string; size: string; color: string };
  text: { color: string; fontSize: string; lineHeight: string; verticalAlign: string };
  link: { color: string };
}

export interface Notice {
  id: string;
  phase: number;
  title: string;
  /** Last edit (ISO time from the entry); part of the key a dismissal is remembered by (lib/notices/dismissal). */
  edited: string;
  text: string;
  format: Extract<TextFormat, 'text/plain' | 'text/markdown' | 'text/html'>;
  appearance: NoticeAppearance;
}

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/-]+\)|[a-z]{3,20})$/i;
const LENGTH = /^(\d+(\.\d+)?)(px|rem|em|%)?$/;
const WORD = /^[a-z][a-z0-9-]{0,40}$/i;

const pickStr = (value: unknown, ok: RegExp, fallback: string) => {
  const s = typeof value === 'number' ? String(value) : str(value).trim();
  return ok.test(s) ? s : fallback;
};
const pickSize = (value: unknown, fallback: string) => {
  const s = typeof value === 'number' ? String(value) : str(value).trim();
  if (!LENGTH.test(s)) return fallback;
  return /^[\d.]+$/.test(s) ? `${s}px` : s;
};

function defaults(): NoticeAppearance {
  return {
    background: { ...NOTICE_DEFAULTS.background },
    icon: { ...NOTICE_DEFAULTS.icon },
    text: { ...NOTICE_DEFAULTS.text },
    link: { ...NOTICE_DEFAULTS.link },
  };
}

/**
 * Appearance from JSON text or an object. Missing or invalid fields take the defaults; malformed JSON is
 * logged (once an hour per message) and all defaults are used. Values are checked so they are safe in style props.
 */
export function parseAppearance(raw: unknown): NoticeAppearance {
  const d = defaults();
  if (raw === undefined || raw === null || raw === '') return d;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch (error) {
      errorOnce(`Malformed notice appearance JSON; using defaults (${error instanceof Error ? error.message : String(error)})`);
      return d;
    }
  }
  if (!isObj(value)) {
    errorOnce('Notice appearance is not an object; using defaults');
    return d;
  }
  const bg = obj(value.background);
  const icon = obj(value.icon);
  const text = obj(value.text);
  const link = obj(value.link);
  return {
    background: { color: pickStr(bg.color, COLOR, d.background.color) },
    icon: {
      name: pickStr(icon.name, WORD, d.icon.name),
      size: pickSize(icon.size, d.icon.size),
      color: pickStr(icon.color, COLOR, d.icon.color),
    },
    text: {
      color: pickStr(text.color, COLOR, d.text.color),
      fontSize: pickSize(text.fontSize, d.text.fontSize),
      lineHeight: pickStr(text.lineHeight, LENGTH, d.text.lineHeight),
      verticalAlign: pickStr(text.verticalAlign, WORD, d.text.verticalAlign),
    },
    link: { color: pickStr(link.color, COLOR, d.link.color) },
  };
}

/** The site entry's notice refs ({id, phase}) visible in this mode. */
export function visibleNoticeRefs(siteEntry: Pick<Entry, 'element'> | null | undefined, mode: PhaseMode): EntryRef[] {
  const refs = elementOf(siteEntry, ELEMENT_IDS.notices, 'entry')?.data ?? [];
  return refs.filter((ref) => isPhaseVisible(ref.phase, mode));
}

/** A notice entry → Notice; null when it has no notice text. `phase` defaults to the entry's. */
export function noticeFromEntry(entry: Entry, phase: number = entry.phase): Notice | null {
  const { text, format } = textOf(entry, ELEMENT_IDS.notice);
  if (!text) return null;
  const el = entry.element[ELEMENT_IDS.appearance];
  const raw = el?.type === 'text' && el.data.trim() ? el.data : el?.appearance;
  return {
    id: entry.sourceId,
    phase,
    title: entry.title,
    edited: entry.dates.edited,
    text,
    format: format === 'text/markdown' || format === 'text/html' ? format : 'text/plain',
    appearance: parseAppearance(raw),
  };
}

/** Notices in the site entry's order, only those whose phase is visible in this mode. */
export function filterNotices<T extends { phase: number | null }>(notices: readonly T[], mode: PhaseMode): T[] {
  return notices.filter((n) => isPhaseVisible(n.phase, mode));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * A notice's words without markup, shortened (used to name its dismiss button): tags and Markdown marks are
 * dropped, a link or image keeps its text. A label only, never rendered as HTML.
 */
export function noticeSummary(notice: Pick<Notice, 'text' | 'format'>, max = 60): string {
  let text = notice.text;
  if (notice.format === 'text/html') {
    text = text
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
  } else if (notice.format === 'text/markdown') {
    text = text
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]*>/g, ' ')
      .replace(/(^|\s)#{1,6}\s+/g, '$1')
      .replace(/[*_`~]+/g, '');
  }
  return shorten(text.replace(/\s+/g, ' '), max);
}

import { noticeKey } from '../notices/dismissal';
import { conditionsMessages as text } from '@/lib/conditions/messages';
import { noticeItems, worstPerKind, type ConditionsReport } from './report';
import type { ConditionKind } from './types';

/**
 * The little every page may show from the conditions: the compact strip (worst item per kind) and the notices
 * they raise. Pages are cached, so browsers fetch this (GET /api/conditions/summary) and an inline script renders
 * it; the server computes every label and the dismissal keys (the same keys as editors' notices: id and version).
 */
export interface ConditionsSummary {
  enabled: boolean;
  strip: { kind: ConditionKind; label: string; title: string; summary: string; level: number; href: string }[];
  notices: { key: string; title: string; summary: string; href: string }[];
}

const anchor = (kind: ConditionKind) => `/conditions#conditions-${kind}`;

export function conditionsSummary(report: ConditionsReport): ConditionsSummary {
  // A recording is labelled as one on /conditions; elsewhere it would read as today's conditions.
  if (report.sample) return { enabled: false, strip: [], notices: [] };
  return {
    enabled: report.enabled,
    strip: worstPerKind(report).map((item) => ({
      kind: item.kind,
      label: text.kinds[item.kind],
      title: item.title,
      summary: item.summary,
      level: item.level,
      href: anchor(item.kind),
    })),
    notices: noticeItems(report).map((item) => ({
      // A new alert (or a new issue of one) has a new key, so it shows again after an older one was dismissed.
      key: noticeKey({ id: `${item.kind}-${item.id}`, edited: item.issued ?? '', text: item.title }),
      title: item.title,
      summary: item.summary || (item.miles !== null ? `${item.miles} mi ${item.direction} of town` : ''),
      href: anchor(item.kind),
    })),
  };
}

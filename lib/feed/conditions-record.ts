import type { ConditionsReport } from '../conditions/report';
import { newest } from './feed-response';
import type { Conditions } from './records';

/**
 * The conditions report as the feed publishes it: each item with its agency, without internal fields, and stamped
 * with its newest poll rather than the clock, so a repeat request gets the same bytes (and a 304) until a poll brings news.
 */
export function conditionsRecord(report: ConditionsReport, pageUrl: string): Conditions {
  const updatedAt = newest(report.sources.map((source) => source.fetchedAt));
  return {
    enabled: report.enabled,
    updatedAt: updatedAt === null ? null : new Date(updatedAt).toISOString(),
    url: pageUrl,
    sources: report.sources.map((source) => ({
      kind: source.kind,
      agency: source.agency,
      homePage: source.homePage,
      status: source.status,
      fetchedAt: source.fetchedAt,
      items: source.items.map((item) => ({
        id: item.id,
        kind: item.kind,
        title: item.title,
        summary: item.summary,
        detail: item.detail,
        instruction: item.instruction,
        level: item.level,
        levelLabel: item.levelLabel,
        issued: item.issued,
        starts: item.starts,
        ends: item.ends,
        url: item.url,
        area: item.area,
      })),
    })),
  };
}

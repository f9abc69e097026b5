import 'server-only';
import { stillValid, bySeverity, type ConditionsReport, type SourceReport, type SourceStatus } from '@/lib/conditions/report';
import { processWide } from '@/lib/server/process-wide';
import { conditionsSettings, STALE_INTERVALS, type ConfiguredSource } from './settings';
import { openConditionsDb, readSource, type ConditionsDb } from './store';

/** The store as visitors see it: read-only use of the same file the poller writes (no outside call, ever). */
function db(dir: string): ConditionsDb {
  const open = processWide('conditions-readers', () => new Map<string, ConditionsDb>(), 'keep');
  let found = open.get(dir);
  if (!found) open.set(dir, (found = openConditionsDb(dir)));
  return found;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function sourceReport(store: ConditionsDb, source: ConfiguredSource, now: Date): SourceReport {
  const stored = readSource(store, source.adapter.kind, source.settings.baseUrl);
  const fetchedAt = stored?.fetchedAt ?? null;
  const status: SourceStatus =
    fetchedAt === null ? 'unchecked' : now.getTime() - fetchedAt > STALE_INTERVALS * source.intervalMs ? 'stale' : 'current';
  return {
    kind: source.adapter.kind,
    agency: source.adapter.agency,
    homePage: source.adapter.homePage,
    status,
    items: (stored?.items ?? []).filter((item) => stillValid(item, now)).sort(bySeverity),
    fetchedAt: iso(fetchedAt),
    checkedAt: iso(stored?.checkedAt ?? null),
    failing: (stored?.failures ?? 0) > 0,
  };
}

/** What this instance knows now, per polled source. */
export function conditionsReport(now: Date = new Date()): ConditionsReport {
  const settings = conditionsSettings();
  if (!settings.enabled) return { enabled: false, generatedAt: now.toISOString(), sources: [] };
  const store = db(settings.dir);
  return { enabled: true, generatedAt: now.toISOString(), sources: settings.sources.map((source) => sourceReport(store, source, now)) };
}

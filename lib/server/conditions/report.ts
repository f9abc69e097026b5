import 'server-only';
import { stillValid, bySeverity, type ConditionsReport, type SourceReport, type SourceStatus } from '@/lib/conditions/report';
import { processWide } from '@/lib/server/process-wide';
import { storeSample } from './poller';
import { sampleOf } from './samples';
import { conditionsSettings, STALE_INTERVALS, type ConditionsSettings, type ConfiguredSource } from './settings';
import { openConditionsDb, readSource, type ConditionsDb } from './store';

/** The store as visitors see it: read-only use of the same file the poller writes (no outside call, ever). */
function db(dir: string): ConditionsDb {
  const open = processWide('conditions-readers', () => new Map<string, ConditionsDb>(), 'keep');
  let found = open.get(dir);
  if (!found) open.set(dir, (found = openConditionsDb(dir)));
  return found;
}

/** In sample mode the store holds the recorded answers, read once per process and store (local files only). */
function loadSamples(store: ConditionsDb, settings: ConditionsSettings): void {
  const loaded = processWide('conditions-samples', () => new Set<string>(), 'keep');
  if (loaded.has(settings.dir)) return;
  loaded.add(settings.dir);
  for (const source of settings.sources) storeSample(store, source);
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function statusOf(fetchedAt: number | null, unreadable: boolean, source: ConfiguredSource, now: Date): SourceStatus {
  if (fetchedAt === null) return 'unchecked';
  return unreadable || now.getTime() - fetchedAt > STALE_INTERVALS * source.intervalMs ? 'stale' : 'current';
}

function sourceReport(store: ConditionsDb, source: ConfiguredSource, now: Date): SourceReport {
  const stored = readSource(store, source.adapter.kind, source.settings.baseUrl);
  const sample = sampleOf(source.settings.baseUrl);
  const fetchedAt = stored?.fetchedAt ?? null;
  const failing = (stored?.failures ?? 0) > 0;
  const unreadable = failing && (stored?.unreadable ?? false);
  // A sample is shown as it stood when recorded.
  const asOf = sample ? new Date(sample.recordedAt) : now;
  return {
    kind: source.adapter.kind,
    agency: source.adapter.agency,
    homePage: source.adapter.homePage,
    status: sample && fetchedAt !== null ? 'current' : statusOf(fetchedAt, unreadable, source, now),
    items: (stored?.items ?? []).filter((item) => stillValid(item, asOf)).sort(bySeverity),
    fetchedAt: iso(fetchedAt),
    checkedAt: iso(stored?.checkedAt ?? null),
    failing,
    unreadable,
    sample: sample ? { recordedAt: sample.recordedAt, place: sample.place } : null,
  };
}

/** What this instance knows now, per polled source. */
export function conditionsReport(now: Date = new Date()): ConditionsReport {
  const settings = conditionsSettings();
  if (!settings.enabled) return { enabled: false, sample: false, generatedAt: now.toISOString(), sources: [] };
  const store = db(settings.dir);
  if (settings.mode === 'sample') loadSamples(store, settings);
  return {
    enabled: true,
    sample: settings.mode === 'sample',
    generatedAt: now.toISOString(),
    sources: settings.sources.map((source) => sourceReport(store, source, now)),
  };
}

import 'server-only';
import { parseJsonText } from '@/lib/conditions/read-json';
import { SourceFormatError } from '@/lib/conditions/types';
import { processWide } from '@/lib/server/process-wide';
import { AnswerStatusError, fetchAnswer } from './fetch-answer';
import { sampleOf } from './samples';
import { conditionsSettings, MAX_BACKOFF, type ConfiguredSource } from './settings';
import { openConditionsDb, readSource, writeSource, type ConditionsDb, type StoredSource } from './store';

/**
 * The background polls of the agencies (docs/operations.md#live-conditions): each source on its own interval,
 * doubling after failures (up to MAX_BACKOFF times), conditional when the last answer had validators. A failed
 * poll keeps the last good data; the page labels it stale by its age. Visitor requests never wait on or trigger
 * a poll: they read the store.
 */

interface Runtime {
  db: ConditionsDb;
  timers: Map<string, NodeJS.Timeout>;
  /** Causes already logged per source, so a source down for an hour is one line, not one per poll. */
  logged: Map<string, string>;
}

function log(event: string, fields: Record<string, unknown>, level: 'info' | 'error' = 'info'): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, source: 'conditions', event, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

function emptySource(source: ConfiguredSource): StoredSource {
  return {
    kind: source.adapter.kind,
    origin: source.settings.baseUrl,
    items: [],
    fetchedAt: null,
    checkedAt: null,
    failures: 0,
    error: '',
    unreadable: false,
    etag: '',
    lastModified: '',
  };
}

/** The parser recognised nothing in an answer that parsed, thrown as itself so the poll can tell it from the rest. */
class UnreadableAnswer extends Error {}

/** Parses with the source's adapter; a format error comes back as UnreadableAnswer. */
function parseWith(source: ConfiguredSource, body: unknown, now: Date) {
  try {
    return source.adapter.parse(body, { now, home: source.settings.home, radiusMiles: source.settings.radiusMiles });
  } catch (error) {
    throw error instanceof SourceFormatError ? new UnreadableAnswer(error.message) : error;
  }
}

function failed(stored: StoredSource, error: unknown, at: number): StoredSource {
  // A time-out is a DOMException, not always an Error of this realm.
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  const cause = name === 'TimeoutError' ? 'timed out' : typeof message === 'string' ? message : String(error);
  const unreadable = error instanceof UnreadableAnswer || (error instanceof AnswerStatusError && error.addressGone);
  return { ...stored, checkedAt: at, failures: stored.failures + 1, error: cause.slice(0, 200), unreadable };
}

/**
 * CONDITIONS=sample: the source's recorded answer (lib/server/conditions/samples.ts) through the same parser and
 * store as a poll, read as it stood when recorded. Local data only; synchronous, so a report can load it first.
 */
export function storeSample(db: ConditionsDb, source: ConfiguredSource, now: Date = new Date()): StoredSource | null {
  const sample = sampleOf(source.settings.baseUrl);
  if (!sample) return null;
  const stored = readSource(db, source.adapter.kind, source.settings.baseUrl) ?? emptySource(source);
  const recorded = new Date(sample.recordedAt);
  let next: StoredSource;
  try {
    next = { ...stored, items: parseWith(source, sample.body, recorded), fetchedAt: recorded.getTime(), checkedAt: now.getTime(), failures: 0, error: '', unreadable: false };
  } catch (error) {
    next = failed(stored, error, now.getTime());
  }
  writeSource(db, next);
  return next;
}

/** One poll of one source, written to the store; resolves with what is stored now. Never throws. */
export async function pollSource(db: ConditionsDb, source: ConfiguredSource, timeoutMs: number, now: () => Date = () => new Date()): Promise<StoredSource> {
  const sampled = storeSample(db, source, now());
  if (sampled) return sampled;
  const stored = readSource(db, source.adapter.kind, source.settings.baseUrl) ?? emptySource(source);
  let next: StoredSource;
  try {
    const answer = await fetchAnswer(source.adapter.request(source.settings), stored, timeoutMs);
    const at = now().getTime();
    next =
      answer.status === 'unchanged'
        ? { ...stored, fetchedAt: at, checkedAt: at, failures: 0, error: '', unreadable: false }
        : {
            ...stored,
            items: parseWith(source, parseJsonText(answer.text), now()),
            fetchedAt: at,
            checkedAt: at,
            failures: 0,
            error: '',
            unreadable: false,
            etag: answer.etag,
            lastModified: answer.lastModified,
          };
  } catch (error) {
    next = failed(stored, error, now().getTime());
  }
  writeSource(db, next);
  return next;
}

function schedule(rt: Runtime, source: ConfiguredSource, timeoutMs: number, delayMs: number): void {
  const kind = source.adapter.kind;
  const timer = setTimeout(async () => {
    const stored = await pollSource(rt.db, source, timeoutMs);
    const previous = rt.logged.get(kind) ?? '';
    if (stored.error && stored.error !== previous) {
      log(stored.unreadable ? 'conditions_source_unreadable' : 'conditions_poll_failed', { kind, error: stored.error }, 'error');
    }
    if (!stored.error && previous) log('conditions_poll_recovered', { kind });
    rt.logged.set(kind, stored.error);
    schedule(rt, source, timeoutMs, source.intervalMs * Math.min(2 ** stored.failures, MAX_BACKOFF));
  }, delayMs);
  timer.unref();
  rt.timers.set(kind, timer);
}

function openRuntime(): Runtime {
  const settings = conditionsSettings();
  const rt: Runtime = { db: openConditionsDb(settings.dir), timers: new Map(), logged: new Map() };
  // A sample is read once, from its recording; nothing is polled.
  if (settings.mode === 'sample') return rt;
  for (const source of settings.sources) schedule(rt, source, settings.timeoutMs, 0);
  if (settings.sources.length > 0) log('conditions_polling', { sources: settings.sources.map((s) => s.adapter.kind) });
  return rt;
}

/** At server start (instrumentation.ts): opens the store and starts the polls, once per process. */
export function startConditions(): void {
  if (!conditionsSettings().enabled) return;
  processWide('conditions-poller', openRuntime, 'keep');
}

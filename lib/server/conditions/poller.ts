import 'server-only';
import { parseJsonText } from '@/lib/conditions/read-json';
import { processWide } from '@/lib/server/process-wide';
import { fetchAnswer } from './fetch-answer';
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
  return { kind: source.adapter.kind, origin: source.settings.baseUrl, items: [], fetchedAt: null, checkedAt: null, failures: 0, error: '', etag: '', lastModified: '' };
}

/** One poll of one source, written to the store; resolves with what is stored now. Never throws. */
export async function pollSource(db: ConditionsDb, source: ConfiguredSource, timeoutMs: number, now: () => Date = () => new Date()): Promise<StoredSource> {
  const stored = readSource(db, source.adapter.kind, source.settings.baseUrl) ?? emptySource(source);
  const request = source.adapter.request(source.settings);
  let next: StoredSource;
  try {
    const answer = await fetchAnswer(request, stored, timeoutMs);
    const at = now().getTime();
    if (answer.status === 'unchanged') {
      next = { ...stored, fetchedAt: at, checkedAt: at, failures: 0, error: '' };
    } else {
      const items = source.adapter.parse(parseJsonText(answer.text), { now: now(), home: source.settings.home, radiusMiles: source.settings.radiusMiles });
      next = { ...stored, items, fetchedAt: at, checkedAt: at, failures: 0, error: '', etag: answer.etag, lastModified: answer.lastModified };
    }
  } catch (error) {
    // A time-out is a DOMException, not always an Error of this realm.
    const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
    const cause = name === 'TimeoutError' ? 'timed out' : typeof message === 'string' ? message : String(error);
    next = { ...stored, checkedAt: now().getTime(), failures: stored.failures + 1, error: cause.slice(0, 200) };
  }
  writeSource(db, next);
  return next;
}

function schedule(rt: Runtime, source: ConfiguredSource, timeoutMs: number, delayMs: number): void {
  const kind = source.adapter.kind;
  const timer = setTimeout(async () => {
    const stored = await pollSource(rt.db, source, timeoutMs);
    const previous = rt.logged.get(kind) ?? '';
    if (stored.error && stored.error !== previous) log('conditions_poll_failed', { kind, error: stored.error }, 'error');
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
  for (const source of settings.sources) schedule(rt, source, settings.timeoutMs, 0);
  if (settings.sources.length > 0) log('conditions_polling', { sources: settings.sources.map((s) => s.adapter.kind) });
  return rt;
}

/** At server start (instrumentation.ts): opens the store and starts the polls, once per process. */
export function startConditions(): void {
  if (!conditionsSettings().enabled) return;
  processWide('conditions-poller', openRuntime, 'keep');
}

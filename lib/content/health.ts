import 'server-only';
import { ContentBusyError, contentBreaker } from './availability';
import { contentClient } from './client';

const PROBE_TIMEOUT_MS = 2_000;
const PROBE_MEMO_MS = 1_000;
let last: { at: number; content: ContentHealth } | null = null;

export type ContentHealth = 'ok' | 'unavailable';

/**
 * Whether the content service answers (GET /api/health): one cheap content read with a short time-out, memoised for
 * a second so a monitor cannot hammer the service; `unavailable` without a request while the breaker is open. The
 * probe passes the content budget at the lowest priority: when the budget refuses it, the site chose not to ask,
 * so the last answer stands (`ok` before any).
 */
export async function probeContent(): Promise<ContentHealth> {
  if (last && Date.now() - last.at < PROBE_MEMO_MS) return last.content;
  let content: ContentHealth = 'unavailable';
  if (contentBreaker().openFor() === 0) {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS).unref());
    content = await Promise.race([contentClient().entries({ limit: 1 }), timeout]).then(
      () => 'ok' as const,
      (error: unknown) => (error instanceof ContentBusyError ? (last?.content ?? 'ok') : ('unavailable' as const)),
    );
  }
  last = { at: Date.now(), content };
  return content;
}

import 'server-only';
import { contentBreaker } from '../limits/availability';
import { replicaStatus, type ReplicaStatus } from './replica';

export type ContentHealth = 'ok' | 'unavailable';

export interface SiteHealth {
  /** 503 until the replica's first sync completes: until then an uncached page cannot be answered. */
  status: 'ok' | 'starting';
  /** Whether the content host answered the sync's last request (asked by the sync, never by this probe). */
  content: ContentHealth;
  replica: ReplicaStatus;
}

/**
 * GET /api/health: what this instance knows, without asking the content host — a monitor polling it spends no
 * content quota. `content` is what the replica's sync last saw (it probes the host every 30 s).
 */
export function siteHealth(): SiteHealth {
  const replica = replicaStatus();
  const content: ContentHealth = replica.state === 'failing' || contentBreaker().openFor() > 0 ? 'unavailable' : 'ok';
  return { status: replica.ready ? 'ok' : 'starting', content, replica };
}

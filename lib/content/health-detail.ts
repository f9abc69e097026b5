/**
 * What `GET /api/health` shows whom. Anyone: state and age (ready, sync state, when it last completed, entries).
 * The sync's last failure names hosts, status codes and error kinds an attacker learns the back end from, so only a
 * caller with `x-health-secret: $HEALTH_SECRET` sees it; unset, nobody does.
 */
import { constantTimeEqual } from '@/lib/server/preview-guard';

export const HEALTH_SECRET_HEADER = 'x-health-secret';

export function showsHealthDetail(given: string | null, secret: string): boolean {
  return secret !== '' && typeof given === 'string' && constantTimeEqual(given, secret);
}

/** `health` as the caller may see it: its replica's `error` only with the secret. */
export function healthFor<T extends { replica: { error: string | null } }>(health: T, detail: boolean): T {
  if (detail) return health;
  const { error: _error, ...replica } = health.replica;
  return { ...health, replica };
}

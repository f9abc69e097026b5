/**
 * A set whose members are forgotten `ttlMs` after they were added, holding at most `maxSize` (past that the
 * oldest is dropped first): memory stays bounded however many distinct keys arrive.
 */
export interface ExpiringSet {
  add(key: string, nowMs?: number): void;
  has(key: string, nowMs?: number): boolean;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export function createExpiringSet({ ttlMs, maxSize }: { ttlMs: number; maxSize: number }): ExpiringSet {
  // Insertion order is expiry order (every member lives ttlMs), so the first key is always the next to go.
  const expiries = new Map<string, number>();

  const dropExpired = (nowMs: number) => {
    for (const [key, expiresAt] of expiries) {
      if (expiresAt > nowMs) break;
      expiries.delete(key);
    }
  };

  return {
    add(key, nowMs = Date.now()) {
      dropExpired(nowMs);
      expiries.delete(key);
      expiries.set(key, nowMs + ttlMs);
      if (expiries.size > maxSize) expiries.delete(expiries.keys().next().value as string);
    },
    has(key, nowMs = Date.now()) {
      const expiresAt = expiries.get(key);
      if (expiresAt === undefined) return false;
      if (expiresAt > nowMs) return true;
      expiries.delete(key);
      return false;
    },
    delete(key) {
      expiries.delete(key);
    },
    clear() {
      expiries.clear();
    },
    get size() {
      return expiries.size;
    },
  };
}

/**
 * Maps (and sets) whose members are forgotten `ttlMs` after they were last set, holding at most `maxSize` (past
 * that the least recently set is dropped first): memory stays bounded however many distinct keys arrive.
 */
export interface ExpiringMap<V> {
  get(key: string, nowMs?: number): V | undefined;
  set(key: string, value: V, nowMs?: number): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export interface ExpiringSet {
  has(key: string, nowMs?: number): boolean;
  add(key: string, nowMs?: number): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export function createExpiringMap<V>({ ttlMs, maxSize }: { ttlMs: number; maxSize: number }): ExpiringMap<V> {
  // Insertion order is expiry order (every member lives ttlMs from its last set), so the first key goes first.
  const members = new Map<string, { value: V; expiresAt: number }>();

  const dropExpired = (nowMs: number) => {
    for (const [key, { expiresAt }] of members) {
      if (expiresAt > nowMs) break;
      members.delete(key);
    }
  };

  return {
    get(key, nowMs = Date.now()) {
      const member = members.get(key);
      if (!member) return undefined;
      if (member.expiresAt > nowMs) return member.value;
      members.delete(key);
      return undefined;
    },
    set(key, value, nowMs = Date.now()) {
      dropExpired(nowMs);
      members.delete(key);
      members.set(key, { value, expiresAt: nowMs + ttlMs });
      if (members.size > maxSize) members.delete(members.keys().next().value as string);
    },
    delete(key) {
      members.delete(key);
    },
    clear() {
      members.clear();
    },
    get size() {
      return members.size;
    },
  };
}

export function createExpiringSet(options: { ttlMs: number; maxSize: number }): ExpiringSet {
  const map = createExpiringMap<true>(options);
  return {
    has: (key, nowMs) => map.get(key, nowMs) === true,
    add: (key, nowMs) => map.set(key, true, nowMs),
    delete: (key) => map.delete(key),
    clear: () => map.clear(),
    get size() {
      return map.size;
    },
  };
}

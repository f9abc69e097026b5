/** Fixed-window request counter per client key (Elebase-style usage limit). */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowSeconds: number,
  ) {}

  /** Count one request; `allowed` is false past the limit. */
  hit(key: string, nowMs = Date.now()): { used: number; allowed: boolean } {
    const windowMs = this.windowSeconds * 1000;
    let window = this.windows.get(key);
    if (!window || nowMs - window.start >= windowMs) {
      if (this.windows.size > 10_000) this.prune(nowMs);
      window = { start: nowMs, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    return { used: window.count, allowed: window.count <= this.limit };
  }

  private prune(nowMs: number): void {
    for (const [key, window] of this.windows) {
      if (nowMs - window.start >= this.windowSeconds * 1000) this.windows.delete(key);
    }
  }
}

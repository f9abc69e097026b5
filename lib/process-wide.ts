/**
 * One value per process, whichever bundle asks for it: proxy.ts and the route chunks Next bundles apart each get
 * their own copy of a module, so the state they share (caches, sets, the content breaker) lives on globalThis under
 * a registered symbol, `whitefish.{name}`, created on first use.
 */
export function processWide<T>(name: string, create: () => T): T {
  const g = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`whitefish.${name}`);
  return (g[key] ??= create());
}

/**
 * One value per process, whichever bundle asks for it: proxy.ts and the route chunks Next bundles apart each get
 * their own copy of a module, so the state they share (caches, sets, the content breaker) lives on globalThis under
 * a registered symbol, `whitefish.{name}`, created on first use.
 *
 * Each memory says what a publish does to it (`onPublish`), and `forgetOnPublish` (the revalidation endpoint) does
 * it to every memory created so far: a memory that holds content cannot be forgotten by a publish by accident.
 */
import { processWideKey } from './process-wide-key';

/** What a publish changed (the revalidation request): everything, some entries, or entries of some types. */
export interface PublishedChange {
  all: boolean;
  ids: readonly string[];
  types: readonly string[];
}

/** `keep`: holds no content (limits, connections). `clear`: emptied. A function: forgets what the change touches. */
export type OnPublish<T> = 'keep' | 'clear' | ((memory: T, change: PublishedChange) => void);

interface Registered {
  value: unknown;
  onPublish: OnPublish<never>;
}

function registry(): Map<string, Registered> {
  const g = globalThis as unknown as Record<symbol, Map<string, Registered> | undefined>;
  return (g[Symbol.for('whitefish.memories')] ??= new Map());
}

export function processWide<T extends { clear(): void }>(name: string, create: () => T, onPublish: OnPublish<T>): T;
export function processWide<T>(name: string, create: () => T, onPublish: Exclude<OnPublish<T>, 'clear'>): T;
export function processWide<T>(name: string, create: () => T, onPublish: OnPublish<T>): T {
  if (onPublish === undefined) throw new Error(`processWide('${name}') must say what a publish does to it (onPublish)`);
  const g = globalThis as unknown as Record<symbol, T | undefined>;
  const key = processWideKey(name);
  const existing = g[key];
  if (existing !== undefined) return existing;
  const value = create();
  g[key] = value;
  registry().set(name, { value, onPublish: onPublish as OnPublish<never> });
  return value;
}

/** Applies a publish to every process-wide memory: clears those that say `clear`, calls those with a function. */
export function forgetOnPublish(change: PublishedChange): void {
  for (const { value, onPublish } of registry().values()) {
    if (onPublish === 'clear') (value as { clear(): void }).clear();
    else if (typeof onPublish === 'function') onPublish(value as never, change);
  }
}

// Cached list pages of past days (docs/operations.md#cached-list-pages). Each list state is cached under
// `/{view}/{day}/{state}`, so once a day is over its pages are never asked for again; Next keeps them in its
// in-memory LRU only until evicted, but its file-system copies stay. The production server removes them hourly,
// and the folders of days after tomorrow with them (only today is ever rendered).
import fs from 'node:fs';
import path from 'node:path';
import { logLine } from './log-line.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function folders(dir: string): string[] {
  try {
    return fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
}

/** The day before today in America/Denver, 'YYYY-MM-DD': days before it are over everywhere in the town's zone. */
export function yesterdayInDenver(now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** `day` ('YYYY-MM-DD') plus `days`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Removes `{routeCacheDir}/APP_PAGE/{build}/$/{view}/{day}/` for every day before `keepFrom` and after `keepTo`
 * (default: two days after `keepFrom`, i.e. yesterday, today and tomorrow are kept): only folders named as a day
 * directly under a top-level route, which only the list routes have (an entry's occurrence pages sit deeper). The
 * list gate only ever renders today, so a future day's folder is junk that got past it and is never asked for
 * legitimately before it would be swept anyway. Returns the folders removed.
 */
export function removePastListDays(routeCacheDir: string, keepFrom: string, keepTo = addDays(keepFrom, 2)): string[] {
  const removed: string[] = [];
  const pages = path.join(routeCacheDir, 'APP_PAGE');
  for (const build of folders(pages)) {
    const root = path.join(pages, build, '$');
    for (const view of folders(root)) {
      for (const day of folders(path.join(root, view))) {
        if (!DAY.test(day) || (day >= keepFrom && day <= keepTo)) continue;
        const dir = path.join(root, view, day);
        fs.rmSync(dir, { recursive: true, force: true });
        removed.push(dir);
      }
    }
  }
  return removed;
}

/** Removes past days' folders under `routeCacheDir` now and every hour, logging what it removed or why it failed. */
export function sweepPastListDays(routeCacheDir: string): void {
  const sweep = () => {
    try {
      const removed = removePastListDays(routeCacheDir, yesterdayInDenver());
      if (removed.length) console.log(logLine('info', 'past_list_days_removed', { folders: removed.length }));
    } catch (error) {
      console.error(logLine('error', 'past_list_days_failed', { error: (error as Error)?.message }));
    }
  };
  sweep();
  setInterval(sweep, 3_600_000).unref();
}

// What the content service answered, read from its log (one JSON line per request), and a short way to print it.
import fs from 'node:fs';

/** Counts of the HTTP statuses the content service logged. */
export function contentStatuses(logFile) {
  const counts = new Map();
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (typeof entry.status === 'number') counts.set(entry.status, (counts.get(entry.status) ?? 0) + 1);
    } catch {
      // not a request line
    }
  }
  return counts;
}

/** `200×12, 429×3` for a map of status → count. */
export const formatCounts = (map) =>
  [...map]
    .sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'en', { numeric: true }))
    .map(([status, n]) => `${status}×${n}`)
    .join(', ');

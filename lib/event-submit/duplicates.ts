/**
 * Whether a submission looks like an event the site already has or already waits for: on a day both share (in
 * Whitefish), a similar title, or the same venue at the same start. A match is flagged for the editor, never
 * dropped: two events can share a day and a name.
 */
import { dayInZone } from '@/lib/dates';

export interface KnownEvent {
  id: string;
  title: string;
  /** `event-datetime` pairs. */
  dates: readonly (readonly [string, string])[];
  venueId?: string;
  /** Where it was found: published on the site, or waiting for an editor. */
  source: 'published' | 'pending';
}

export interface DuplicateFlag {
  id: string;
  title: string;
  source: KnownEvent['source'];
  reason: 'title' | 'venue_time';
}

export interface Candidate {
  title: string;
  dates: readonly (readonly [string, string])[];
  venueId?: string;
}

/** How alike two titles' words are for a duplicate (Jaccard over normalised words). */
const SIMILAR_TITLE = 0.6;
const MAX_FLAGS = 10;

function words(title: string): Set<string> {
  return new Set(
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 1 && !['the', 'and', 'at', 'of', 'in', 'on'].includes(word)),
  );
}

export function titleSimilarity(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

const daysOf = (dates: Candidate['dates']) => new Set(dates.map(([start]) => dayInZone(start)).filter((d): d is string => d !== null));

/** The known events `candidate` may duplicate, at most ten, title matches first. */
export function findDuplicates(candidate: Candidate, known: readonly KnownEvent[]): DuplicateFlag[] {
  const days = daysOf(candidate.dates);
  const starts = new Set(candidate.dates.map(([start]) => Date.parse(start)));
  const flags: DuplicateFlag[] = [];
  for (const event of known) {
    const sameDay = [...daysOf(event.dates)].some((day) => days.has(day));
    if (!sameDay) continue;
    const flag = { id: event.id, title: event.title, source: event.source };
    if (titleSimilarity(candidate.title, event.title) >= SIMILAR_TITLE) flags.push({ ...flag, reason: 'title' });
    else if (candidate.venueId && candidate.venueId === event.venueId && event.dates.some(([start]) => starts.has(Date.parse(start)))) flags.push({ ...flag, reason: 'venue_time' });
  }
  return flags.sort((a, b) => (a.reason === b.reason ? 0 : a.reason === 'title' ? -1 : 1)).slice(0, MAX_FLAGS);
}

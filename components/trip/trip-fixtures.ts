/** Trip answers for component tests (not a test file itself). */
import type { CardData } from '@/lib/list-query/cards';
import type { TripGroup, TripPayload } from '@/lib/trip/groups';

export const tripId = (n: number) => `0b6f0c52-1111-4a4a-8c8c-${String(n).padStart(12, '0')}`;

export function tripCard(n: number, title: string, type: string, when: string | null = null): CardData {
  const id = tripId(n);
  return {
    id,
    sourceId: id,
    type,
    title,
    href: `/entries/${title.toLowerCase().replace(/\W+/g, '-')}/${id}`,
    image: null,
    categories: [],
    summary: `About ${title}.`,
    when: when ? { start: `${when}T18:00:00-07:00`, label: `${when.slice(5, 7)}/${when.slice(8, 10)}/${when.slice(2, 4)} 6:00 PM` } : null,
    point: type === 'event' ? null : [-114.34, 48.41 + n / 1000],
  };
}

export function tripPayload(groups: TripGroup[], leftOut = 0, overflow = 0): TripPayload {
  return { groups, leftOut, overflow, today: '2026-11-10' };
}

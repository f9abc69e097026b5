import { normalizeEntry } from '@/lib/entries';
import { dailyRanges, wireEvent } from '@/lib/entries/fixtures';
import { entryMetadata, occurrenceMetadata } from './metadata';

const PATH = '/entries/winter-carnival/evt-1';
const wire = wireEvent({}, dailyRanges(18, 3));
const overview = { id: 'overview', name: 'Overview', type: 'text', preferences: { format: 'plain' }, data: 'Ice sculptures, a parade and the Penguin Plunge.' };
const entry = normalizeEntry({ ...wire, elements: [...wire.elements, overview] })!;

it('an entry page opened for an occurrence names its date in the title and description, and is its own canonical page', () => {
  const occurrence = { day: '2026-11-19', range: dailyRanges(19, 1)[0] };
  const meta = occurrenceMetadata(entry, PATH, occurrence);
  expect(meta.title).toBe('Winter Carnival, 11/19/26');
  expect(meta.description).toBe('11/19/26, 6:00 PM – 11/19/26, 9:00 PM: Ice sculptures, a parade and the Penguin Plunge.');
  expect(meta.alternates?.canonical).toBe(`http://localhost:3000${PATH}?date=2026-11-19`);
  expect(meta.openGraph).toMatchObject({ title: meta.title, url: `http://localhost:3000${PATH}?date=2026-11-19` });
  expect(meta.twitter).toMatchObject({ title: meta.title, description: meta.description });
});

it('the plain entry page keeps its title, description and canonical path', () => {
  const meta = entryMetadata(entry, PATH);
  expect(meta.title).toBe('Winter Carnival');
  expect(meta.description).toBe('Ice sculptures, a parade and the Penguin Plunge.');
  expect(meta.alternates?.canonical).toBe(`http://localhost:3000${PATH}`);
});

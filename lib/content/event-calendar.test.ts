import { toICSValue } from '@/lib/dates';
import { normalizeEntry } from '@/lib/entries';
import { wireEvent } from '@/lib/entries/fixtures';
import { getEntry } from './entries';
import { eventCalendar } from './event-calendar';

jest.mock('./entries', () => ({ getEntry: jest.fn() }));
jest.mock('./contacts', () => ({ getContacts: jest.fn(async () => []) }));

const ID = '0b6f0c52-1111-4a4a-8c8c-123456789abc';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const DAYS = [1, 8, 15].map(day);
const market = normalizeEntry(
  wireEvent({ id: ID, title: 'Weekly Market' }, DAYS.map((d) => [`${d}T17:00:00-07:00`, `${d}T19:00:00-07:00`])),
);
(getEntry as jest.Mock).mockResolvedValue(market);

const vevents = (ics: string) => ics.split('\r\n').filter((line) => line.startsWith('DTSTART'));

it('has every upcoming occurrence of the event', async () => {
  const result = await eventCalendar(ID);
  expect(result.found && vevents(result.ics)).toHaveLength(3);
  expect(result.found && result.fileName).toBe('weekly-market.ics');
});

it('has only the occurrence an entry page was opened for, linking back to that page', async () => {
  const result = await eventCalendar(`${ID}::${DAYS[1]}`);
  if (!result.found) throw new Error(result.message);
  expect(vevents(result.ics)).toEqual([`DTSTART:${toICSValue(`${DAYS[1]}T17:00:00-07:00`)}`]);
  expect(result.ics.replace(/\r\n /g, '')).toContain(`URL:http://localhost:3000/entries/weekly-market/${ID}?date=${DAYS[1]}`);
  expect(result.fileName).toBe(`weekly-market-${DAYS[1]}.ics`);
});

it('ignores a day that is not an upcoming occurrence', async () => {
  for (const suffix of ['::2001-01-01', `::${day(2)}`, '::junk', '::']) {
    const result = await eventCalendar(`${ID}${suffix}`);
    expect(result.found && vevents(result.ics)).toHaveLength(3);
  }
});

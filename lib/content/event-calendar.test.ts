import { normalizeEntry } from '@/lib/entries';
import { wireEvent } from '@/lib/entries/fixtures';
import { parseCalendar } from '@/tests/fixtures/ical';
import { getEntry } from './entries';
import { eventCalendar } from './event-calendar';

jest.mock('./entries', () => ({ getEntry: jest.fn() }));
jest.mock('./contacts', () => ({ getContacts: jest.fn(async () => []) }));

const ID = '0b6f0c52-1111-4a4a-8c8c-123456789abc';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const DAYS = [1, 8, 15].map(day);
const START = (d: string) => `${d}T17:00:00-07:00`;
const market = normalizeEntry(
  wireEvent({ id: ID, title: 'Weekly Market' }, DAYS.map((d) => [START(d), `${d}T19:00:00-07:00`])),
);
(getEntry as jest.Mock).mockResolvedValue(market);
const PAGE = `http://localhost:3000/entries/weekly-market/${ID}`;

const parsed = (result: Awaited<ReturnType<typeof eventCalendar>>) => {
  if (!result.found) throw new Error(result.message);
  return parseCalendar(result.ics).events;
};

it('has every upcoming occurrence of the event, each linking to its own date’s page', async () => {
  const result = await eventCalendar(ID);
  const events = parsed(result);
  expect(events.map((e) => [e.start, e.url])).toEqual(DAYS.map((d) => [new Date(START(d)).toISOString(), `${PAGE}?date=${d}`]));
  expect(result.found && result.fileName).toBe('weekly-market.ics');
  expect(events.every((e) => e.tzid === 'America/Denver' && e.location === 'Whitefish, Montana')).toBe(true);
  expect(events[0].dtstamp).toBe('2026-01-02T00:00:00.000Z'); // the entry's last edit
});

it('has only the occurrence an entry page was opened for, linking back to that page', async () => {
  const result = await eventCalendar(`${ID}::${DAYS[1]}`);
  expect(parsed(result).map((e) => [e.start, e.url])).toEqual([[new Date(START(DAYS[1])).toISOString(), `${PAGE}?date=${DAYS[1]}`]]);
  expect(result.found && result.fileName).toBe(`weekly-market-${DAYS[1]}.ics`);
});

it('ignores a day that is not an upcoming occurrence', async () => {
  for (const suffix of ['::2001-01-01', `::${day(2)}`, '::junk', '::']) {
    expect(parsed(await eventCalendar(`${ID}${suffix}`))).toHaveLength(3);
  }
});

it('is not found for an unknown id or an event with no upcoming dates', async () => {
  expect((await eventCalendar('not-an-id')).found).toBe(false);
  (getEntry as jest.Mock).mockResolvedValueOnce(normalizeEntry(wireEvent({ id: ID, title: 'Old' }, [['2001-01-01', '2001-01-01']])));
  expect(await eventCalendar(ID)).toEqual({ found: false, message: 'This event has no upcoming dates.' });
});

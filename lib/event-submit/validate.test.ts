import { eventFieldMessage, validateEventSubmission, type EventSubmitChoices } from './validate';

const today = '2026-12-02';
const choices: EventSubmitChoices = { categories: ['events-music'], venues: ['venue-1'] };
const valid = {
  title: 'Jazz on the Lake',
  start_date: '2026-12-08',
  start_time: '19:00',
  end_time: '21:00',
  repeat: 'weekly',
  day_tu: 'on',
  until: '2026-12-29',
  venue_id: 'venue-1',
  category: 'events-music',
  description: 'Live jazz every Tuesday.\n\nTickets at https://example.org/jazz',
  price: '$15',
  name: 'Pat Partner',
  email: 'pat@example.org',
  terms: 'on',
};

const problemsOf = (input: Record<string, unknown>) => {
  const result = validateEventSubmission(input, choices, today);
  if (result.ok) throw new Error('expected problems');
  return Object.fromEntries(result.fields.map((name) => [name, eventFieldMessage(name, result.problems[name]!)]));
};

test('a weekly event becomes its four Tuesdays, with the submitter kept apart', () => {
  const result = validateEventSubmission(valid, choices, today);
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.data.pairs.map(([start]) => start)).toEqual(['2026-12-09T02:00:00Z', '2026-12-16T02:00:00Z', '2026-12-23T02:00:00Z', '2026-12-30T02:00:00Z']);
  expect(result.data).toMatchObject({ title: 'Jazz on the Lake', venue: { id: 'venue-1' }, category: 'events-music', price: '$15', free: false });
  expect(result.data.submitter).toEqual({ name: 'Pat Partner', email: 'pat@example.org' });
});

test('an empty form names every required field, in form order', () => {
  expect(problemsOf({})).toEqual({
    title: 'Event title is required.',
    start_date: 'Start date is required.',
    start_time: 'Start time is required.',
    end_time: 'End time is required.',
    venue_name: 'Please choose a venue, or enter its name and address.',
    category: 'Category is required.',
    description: 'Description is required.',
    price: 'Please give a price, or tick Free.',
    name: 'Your name is required.',
    email: 'Please enter a valid email address.',
    terms: 'Please confirm that the event follows the submission rules.',
  });
});

test.each([
  [{ start_date: '2026-13-40' }, 'start_date', 'Please enter a date as YYYY-MM-DD.'],
  [{ start_time: '7pm' }, 'start_time', 'Please enter a time as HH:MM.'],
  [{ start_date: '2026-12-01' }, 'start_date', 'The event must start today or later.'],
  [{ start_date: '2029-01-01', until: '2029-02-01' }, 'start_date', 'The event must start within two years.'],
  [{ end_time: '18:00' }, 'end_time', 'The end must be after the start.'],
  [{ day_tu: undefined }, 'days', 'Please choose at least one weekday.'],
  [{ until: '' }, 'until', 'Please give a date the event repeats until, after the start date.'],
  [{ day_mo: 'on', day_we: 'on', until: '2027-12-01' }, 'until', 'At most 52 dates: please choose an earlier end.'],
  [{ repeat: 'dates', dates: '2026-12-10, yesterday' }, 'dates', 'Please list valid dates, today or later.'],
  [{ venue_id: 'somewhere-else' }, 'venue_id', 'Please choose one of the options.'],
  [{ category: 'events-other' }, 'category', 'Please choose one of the options.'],
  [{ url: 'javascript:alert(1)' }, 'url', 'Please enter a web address starting with https:// or http://.'],
  [{ description: 'a https://a.example b https://b.example c https://c.example d https://d.example' }, 'description', 'At most 3 links, each a web address starting with https:// or http://.'],
  [{ title: 'x'.repeat(121) }, 'title', 'Event title must be at most 120 characters.'],
  [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address.'],
  [{ terms: 'off' }, 'terms', 'Please confirm that the event follows the submission rules.'],
])('%j: %s says “%s”', (change, name, message) => {
  expect(problemsOf({ ...valid, ...change })).toEqual({ [name]: message });
});

test('a new venue needs both its name and its address; free needs no price', () => {
  expect(problemsOf({ ...valid, venue_id: '', venue_name: 'The Hall' })).toEqual({ venue_address: 'Please choose a venue, or enter its name and address.' });
  const result = validateEventSubmission({ ...valid, venue_id: '', venue_name: 'The Hall', venue_address: '1 Main St', price: '', free: 'on', repeat: 'none' }, choices, today);
  expect(result.ok && result.data).toMatchObject({ venue: { name: 'The Hall', address: '1 Main St' }, free: true, pairs: [['2026-12-09T02:00:00Z', '2026-12-09T04:00:00Z']] });
});

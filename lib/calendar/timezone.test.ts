import ICAL from 'ical.js';
import { localICSValue, VTIMEZONE_LINES } from './timezone';

const vtimezone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(`${VTIMEZONE_LINES.join('\r\n')}\r\n`)));

/** A wall-clock time ('YYYYMMDDTHHMMSS') read in the VTIMEZONE, as a calendar app reads `DTSTART;TZID=…`. */
function instantByVtimezone(local: string): number {
  const time = ICAL.Time.fromDateTimeString(local.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3T$4:$5:$6'));
  time.zone = vtimezone;
  return time.toJSDate().getTime();
}

/** Every day at noon UTC from the rules' first use (11 March 2007) to 2040, and every 15 minutes of each day the clocks change. */
function instantsToCheck(): number[] {
  const instants: number[] = [];
  let previous: string | null = null;
  for (let day = Date.UTC(2007, 2, 12); day < Date.UTC(2041, 0, 1); day += 86_400_000) {
    instants.push(day + 12 * 3_600_000);
    const offset = localICSValue(new Date(day + 12 * 3_600_000))!.slice(9, 11);
    if (previous !== null && offset !== previous) {
      for (let t = day; t < day + 12 * 3_600_000; t += 15 * 60_000) instants.push(t);
    }
    previous = offset;
  }
  return instants;
}

// ical.js converts the way calendar apps read a feed: a TZID'd wall-clock time to an instant. (Its conversion the
// other way, from UTC into a zone, is off by an hour just before a change, whatever the VTIMEZONE.)
it('reads every local time written for the town back as the same instant, from 2007 to 2040', () => {
  const instants = instantsToCheck();
  expect(instants.length).toBeGreaterThan(12_000 + 66 * 48);
  const mismatches: string[] = [];
  for (const t of instants) {
    const at = new Date(t);
    const local = localICSValue(at)!;
    // The hour repeated when clocks go back names two instants; a calendar app takes the first.
    const repeated = localICSValue(new Date(t - 3_600_000)) === local || localICSValue(new Date(t + 3_600_000)) === local;
    if (!repeated && instantByVtimezone(local) !== t) mismatches.push(at.toISOString());
  }
  expect(mismatches.slice(0, 12)).toEqual([]);
});

it('changes at 2:00 local time on the second Sunday of March and the first Sunday of November', () => {
  const locals = ['20260308T014500', '20260308T030000', '20261101T004500', '20261101T020000'];
  const instants = locals.map((local) => new Date(instantByVtimezone(local)).toISOString());
  expect(instants).toEqual(['2026-03-08T08:45:00.000Z', '2026-03-08T09:00:00.000Z', '2026-11-01T06:45:00.000Z', '2026-11-01T09:00:00.000Z']);
});

it('writes an instant as local wall-clock time', () => {
  expect(localICSValue('2026-07-04T02:30:00Z')).toBe('20260703T203000');
  expect(localICSValue('2026-12-31T23:59:59-07:00')).toBe('20261231T235959');
  expect(localICSValue('2026-01-01T07:00:00Z')).toBe('20260101T000000');
  expect(localICSValue('nonsense')).toBeNull();
});

import { blankItem } from './read-json';
import { isOldReading, OLD_READING_HOURS } from './reading-age';

describe('an old air quality reading', () => {
  const reading = { ...blankItem('air', 'site:PM2.5', 'Air quality (PM2.5)'), issued: '2026-11-27T16:00:00.000Z' };
  const hoursLater = (h: number) => new Date(Date.parse(reading.issued) + h * 3_600_000);

  it(`is one measured over ${OLD_READING_HOURS} hours before now`, () => {
    expect([isOldReading(reading, hoursLater(1)), isOldReading(reading, hoursLater(OLD_READING_HOURS)), isOldReading(reading, hoursLater(OLD_READING_HOURS + 0.1))]).toEqual([false, false, true]);
  });

  it('is no label for other kinds or undated items', () => {
    expect(isOldReading({ ...reading, kind: 'weather' }, hoursLater(10))).toBe(false);
    expect(isOldReading({ ...reading, issued: null }, hoursLater(10))).toBe(false);
  });
});

import { createDigest, DIGEST_DELAY_MS, DIGEST_INTERVAL_MS } from './submit-event-digest';
import type { Mail } from './submit-mail';

beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 11, 2, 12) }));
afterEach(() => jest.useRealTimers());

test('a burst of submissions is one digest; the next waits for the interval', () => {
  const sent: Mail[] = [];
  const digest = createDigest({ origin: 'https://example.test', to: ['editor@whitefish.test'], send: async (mail) => sent.push(mail) });
  for (let i = 0; i < 300; i += 1) digest.add(`Event ${i}`);
  jest.advanceTimersByTime(DIGEST_DELAY_MS - 1);
  expect(sent).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(sent).toHaveLength(1);
  expect(sent[0].subject).toBe('300 new event submissions to review');
  expect(sent[0].text).toContain('- and 280 more');

  digest.add('Later event');
  jest.advanceTimersByTime(DIGEST_DELAY_MS);
  expect(sent).toHaveLength(1);
  jest.advanceTimersByTime(DIGEST_INTERVAL_MS - DIGEST_DELAY_MS);
  expect(sent).toHaveLength(2);
  expect(sent[1].subject).toBe('1 new event submission to review');
});

test('no editors, no digest', () => {
  const send = jest.fn(async () => undefined);
  createDigest({ origin: 'https://example.test', to: [], send }).add('Event');
  jest.advanceTimersByTime(DIGEST_INTERVAL_MS);
  expect(send).not.toHaveBeenCalled();
});

/** The health probe passes the content budget at the lowest priority; refused, it keeps its last answer. */
import { ContentBusyError } from './availability';
import { probeContent } from './health';

const mockEntries = jest.fn();
jest.mock('./client', () => ({ contentClient: () => ({ entries: mockEntries }) }));

it('reports the last answer, not an outage, while the budget refuses the probe', async () => {
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  jest.setSystemTime(new Date('2026-07-01T12:00:00Z'));
  mockEntries.mockResolvedValueOnce({ index: [], total: 0 });
  expect(await probeContent()).toBe('ok');
  jest.setSystemTime(new Date('2026-07-01T12:00:02Z'));
  mockEntries.mockRejectedValueOnce(new ContentBusyError(3));
  expect(await probeContent()).toBe('ok');
  jest.setSystemTime(new Date('2026-07-01T12:00:04Z'));
  mockEntries.mockRejectedValueOnce(new Error('down'));
  expect(await probeContent()).toBe('unavailable');
  jest.setSystemTime(new Date('2026-07-01T12:00:06Z'));
  mockEntries.mockRejectedValueOnce(new ContentBusyError(3));
  expect(await probeContent()).toBe('unavailable');
  jest.useRealTimers();
});

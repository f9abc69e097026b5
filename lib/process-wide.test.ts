import { processWide } from './process-wide';

test('one value per name for the whole process, created once, on first use', () => {
  const create = jest.fn(() => new Set<string>());
  const first = processWide('test-set', create);
  expect(processWide('test-set', create)).toBe(first);
  expect(create).toHaveBeenCalledTimes(1);
  // What another bundle's copy of a module sees: the same registered symbol on globalThis.
  expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('whitefish.test-set')]).toBe(first);
  expect(processWide('another-set', () => new Set<string>())).not.toBe(first);
});

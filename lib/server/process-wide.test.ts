import { forgetOnPublish, processWide } from './process-wide';

test('one value per name for the whole process, created once, on first use', () => {
  const create = jest.fn(() => new Set<string>());
  const first = processWide('test-set', create, 'keep');
  expect(processWide('test-set', create, 'keep')).toBe(first);
  expect(create).toHaveBeenCalledTimes(1);
  // What another bundle's copy of a module sees: the same registered symbol on globalThis.
  expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('whitefish.test-set')]).toBe(first);
  expect(processWide('another-set', () => new Set<string>(), 'keep')).not.toBe(first);
});

test('a publish clears the memories that say so, hands the change to those that decide, and keeps the rest', () => {
  const cleared = processWide('test-cleared', () => new Set(['a']), 'clear');
  const kept = processWide('test-kept', () => new Set(['a']), 'keep');
  const partly = processWide('test-partly', () => new Set(['a', 'b']), (memory, { ids }) => ids.forEach((id) => memory.delete(id)));
  forgetOnPublish({ all: false, ids: ['a'], types: [] });
  expect([[...cleared], [...kept], [...partly]]).toEqual([[], ['a'], ['b']]);
});

test('a memory created without saying what a publish does to it is refused', () => {
  const untyped = processWide as unknown as (name: string, create: () => unknown) => unknown;
  expect(() => untyped('test-unsaid', () => new Set())).toThrow(/onPublish/);
});

import { resultCountText } from './count';

it('says "1 result", "n results", or that nothing was found', () => {
  expect(resultCountText(1)).toBe('1 result');
  expect(resultCountText(2)).toBe('2 results');
  expect(resultCountText(25)).toBe('25 results');
  expect(resultCountText(0)).toBe('No results were found.');
});

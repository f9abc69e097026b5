import { errorOnce } from './log-once';

it('logs a repeated message once, and each distinct message once', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  for (let i = 0; i < 50; i++) errorOnce('Malformed notice appearance JSON; using defaults (position 7)');
  errorOnce('Notice appearance is not an object; using defaults');
  expect(error.mock.calls).toEqual([['Malformed notice appearance JSON; using defaults (position 7)'], ['Notice appearance is not an object; using defaults']]);
  error.mockRestore();
});

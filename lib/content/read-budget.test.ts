import { priorityOfPath, takeContentRead } from './read-budget';
import { ContentBusyError, CircuitBreaker, guardClient } from './availability';

it('gives search and the list/calendar APIs a lower priority than page renders', () => {
  expect(['/api/search?q=x', '/api/lists/stay?search=a', '/api/calendar/abc', '/search?q=lake'].map(priorityOfPath)).toEqual(['background', 'background', 'background', 'background']);
  expect(['/', '/stay?category=x', '/entries/a/b', '/searching', '/api/forms/contact', undefined].map(priorityOfPath)).toEqual(['page', 'page', 'page', 'page', 'page', 'page']);
});

it('lets background reads spend only half of the budget and page renders the rest', () => {
  const t = 1_000_000;
  const background = Array.from({ length: 100 }, () => takeContentRead(100, 'background', t));
  expect(background.filter((r) => r.allowed)).toHaveLength(50);
  expect(background[99]).toMatchObject({ allowed: false, priority: 'background' });
  const pages = Array.from({ length: 100 }, () => takeContentRead(100, 'page', t));
  expect(pages.filter((r) => r.allowed)).toHaveLength(50);
  expect(takeContentRead(100, 'page', t + 600).allowed).toBe(true); // 100 a minute: one back after 0.6 s
});

it('refuses a content request past the budget without making it, and without opening the breaker', async () => {
  let calls = 0;
  const breaker = new CircuitBreaker();
  const client = guardClient({ entries: async () => ++calls }, () => breaker, () => ({ allowed: false, retryAfterSeconds: 7, priority: 'background' }));
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  await expect(client.entries()).rejects.toBeInstanceOf(ContentBusyError);
  await expect(client.entries()).rejects.toMatchObject({ retryAfterSeconds: 7 });
  expect(calls).toBe(0);
  expect(breaker.openFor()).toBe(0);
  error.mockRestore();
});

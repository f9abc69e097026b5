import { apiError } from './api-error';

it('answers { error: { id, message } } with no-store, keeping extra headers and fields', async () => {
  const response = apiError(404, 'not_found', 'No such list.', { Allow: 'GET' }, { tags: ['a'] });
  expect(response.status).toBe(404);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('allow')).toBe('GET');
  expect(await response.json()).toEqual({ error: { id: 'not_found', message: 'No such list.' }, tags: ['a'] });
});

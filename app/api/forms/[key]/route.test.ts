import { GET, HEAD, OPTIONS, PUT } from './route';

const params = Promise.resolve({ key: 'contact' });
const at = (method: string) => new Request('http://localhost/api/forms/contact', { method });

it('answers every method but POST 405 with Allow and no-store, OPTIONS 204', async () => {
  for (const [handler, method] of [[GET, 'GET'], [HEAD, 'HEAD'], [PUT, 'PUT']] as const) {
    const answer = await handler(at(method), { params });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('OPTIONS, POST');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  }
  const options = await OPTIONS(at('OPTIONS'), { params });
  expect(options.status).toBe(204);
  expect(options.headers.get('Allow')).toBe('OPTIONS, POST');
});

import { routeMethods } from './route-methods';

let mockPreview = false;
jest.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: mockPreview }) }));

afterEach(() => {
  mockPreview = false;
});

const request = (method = 'GET') => new Request('http://localhost/api/x', { method });
const publicJson = () => Response.json({ ok: true }, { headers: { 'Cache-Control': 'public, max-age=60' } });

describe('routeMethods', () => {
  const methods = routeMethods({ GET: publicJson });

  it('answers every other method 405 with Allow and no-store, OPTIONS 204', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await methods[method](request(method));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ error: { id: 'method_not_allowed' } });
    }
    const options = await methods.OPTIONS(request('OPTIONS'));
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(options.headers.get('cache-control')).toBe('no-store');
  });

  it('answers HEAD like GET and keeps the handler’s Cache-Control outside preview', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await methods[method](request(method));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    }
  });

  it('makes every answer private, no-store in preview, redirects included', async () => {
    mockPreview = true;
    expect((await methods.GET(request())).headers.get('cache-control')).toBe('private, no-store');
    const redirecting = routeMethods({ GET: () => Response.redirect('http://localhost/elsewhere', 307) });
    const redirect = await redirecting.GET(request());
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe('http://localhost/elsewhere');
    expect(redirect.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 400 when reading the input throws a URIError, and lets other errors through', async () => {
    const decoding = routeMethods({ GET: () => Response.json(decodeURIComponent('%E0%A4%A')) });
    const response = await decoding.GET(request());
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const failing = routeMethods({
      GET: () => {
        throw new Error('content down');
      },
    });
    await expect(failing.GET(request())).rejects.toThrow('content down');
  });

  it('lists POST in Allow for a POST-only route', async () => {
    const post = routeMethods({ POST: publicJson });
    expect((await post.GET(request())).headers.get('allow')).toBe('OPTIONS, POST');
    expect((await post.POST(request('POST'))).status).toBe(200);
  });
});

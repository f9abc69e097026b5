import { serviceWorkerAnswer, UNREGISTERING_WORKER } from './service-worker';

describe('GET /sw.js', () => {
  const script = 'self.x = 1;';

  it('serves the build’s worker, revalidated on every check', () => {
    const answer = serviceWorkerAnswer({ method: 'GET', url: '/sw.js' }, { enabled: true, script });
    expect(answer).toEqual({ status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }, body: script });
    expect(serviceWorkerAnswer({ method: 'HEAD', url: '/sw.js?v=2' }, { enabled: true, script })?.status).toBe(200);
  });

  it('turned off, serves a worker that deletes the site’s caches and unregisters itself', () => {
    const answer = serviceWorkerAnswer({ method: 'GET', url: '/sw.js' }, { enabled: false, script });
    expect(answer?.body).toBe(UNREGISTERING_WORKER);
    expect(UNREGISTERING_WORKER).toContain('self.registration.unregister()');
    expect(UNREGISTERING_WORKER).toContain('caches.delete(name)');
    expect(() => new Function(UNREGISTERING_WORKER)).not.toThrow();
  });

  it('answers 404 for a build without a worker, and leaves every other request to Next', () => {
    expect(serviceWorkerAnswer({ method: 'GET', url: '/sw.js' }, { enabled: true, script: null })?.status).toBe(404);
    expect(serviceWorkerAnswer({ method: 'GET', url: '/sw.json' }, { enabled: true, script })).toBeNull();
    expect(serviceWorkerAnswer({ method: 'POST', url: '/sw.js' }, { enabled: true, script })).toBeNull();
    expect(serviceWorkerAnswer({ method: 'GET', url: '/x/sw.js' }, { enabled: true, script })).toBeNull();
  });
});

describe('GET /offline-document.html', () => {
  const offlineDocument = '<!DOCTYPE html><h1>You are offline</h1>';

  it('serves the build’s offline document while the worker is on', () => {
    const answer = serviceWorkerAnswer({ method: 'GET', url: '/offline-document.html' }, { enabled: true, script: 'x', offlineDocument });
    expect(answer).toEqual({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, body: offlineDocument });
  });

  it('answers 404 when the worker is off or the build has no document', () => {
    expect(serviceWorkerAnswer({ method: 'GET', url: '/offline-document.html' }, { enabled: false, script: 'x', offlineDocument })?.status).toBe(404);
    expect(serviceWorkerAnswer({ method: 'GET', url: '/offline-document.html' }, { enabled: true, script: 'x', offlineDocument: null })?.status).toBe(404);
  });
});

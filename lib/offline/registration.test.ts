import { gzipSync } from 'node:zlib';
import { registrationScript } from './registration';

describe('the registration script', () => {
  const script = registrationScript();

  it('adds at most 1 kB to a first visit (gzip, as sent)', () => {
    expect(gzipSync(script).length).toBeLessThanOrEqual(1024);
  });

  it('registers the worker only after load, when the browser is idle', () => {
    expect(script).toMatch(/addEventListener\('load',function\(\)\{\(window\.requestIdleCallback\|\|setTimeout\)\(function\(\)\{n\.register\('\/sw\.js'\)/);
  });

  it('is valid ES5 with nothing of the page in it', () => {
    expect(() => new Function(script)).not.toThrow();
    expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});

describe('an offline copy when the network comes back', () => {
  /** Runs the script as a page served from the device's copy would, its globals stood in for. */
  function copyPage(onLine: () => boolean) {
    const listeners: Record<string, ((event: unknown) => void)[]> = {};
    const on = (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener);
    const worker = { addEventListener: on, controller: { postMessage: () => {} }, register: () => Promise.resolve() };
    const navigator = { serviceWorker: worker, get onLine() { return onLine(); } };
    const location = { reload: jest.fn() };
    const body = { firstChild: null, insertBefore: () => {} };
    const document = {
      body,
      createElement: () => ({ setAttribute: () => {} }),
      querySelectorAll: () => [],
    };
    new Function('navigator', 'location', 'document', 'addEventListener', registrationScript())(navigator, location, document, on);
    listeners.message.forEach((listener) => listener({ data: { type: 'offline-copy', at: Date.now() } }));
    const fire = (type: string) => listeners[type]?.forEach((listener) => listener({}));
    return { location, fire };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reloads a moment later, so a navigation already under way is not cut short', () => {
    const page = copyPage(() => true);
    page.fire('online');
    expect(page.location.reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(page.location.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the network is gone again by then', () => {
    const page = copyPage(() => false);
    page.fire('online');
    jest.advanceTimersByTime(5000);
    expect(page.location.reload).not.toHaveBeenCalled();
  });
});

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

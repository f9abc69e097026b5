import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain .mjs module of the build
import { precacheEntries } from './build-service-worker.mjs';

/** A build's output in miniature: the offline page, its styles and a font, the site's scripts, the map's files. */
function miniBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-sw-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write(
    '.next/server/app/offline.html',
    '<link rel="stylesheet" href="/_next/static/chunks/frame.css"/><script src="/_next/static/chunks/react-dom.js" async=""></script><h1>You are offline</h1>',
  );
  write('.next/static/chunks/frame.css', '@font-face{src:url(/_next/static/media/body.woff2)}');
  write('.next/static/media/body.woff2', 'font');
  write('.next/static/chunks/react-dom.js', 'framework');
  write('.next/static/chunks/list.js', '"static/chunks/list-later.js"');
  write('.next/static/chunks/map.js', 'maplibre');
  write('public/map/style.json', '{}');
  write('public/icons/icon-192.png', 'png');
  return root;
}

describe('what the service worker installs', () => {
  it('is the offline page’s styles and what they name, not the site’s code; the map’s files stay apart', async () => {
    const root = miniBuild();
    const { precache, map } = await precacheEntries(root);
    expect(precache.map((entry: { url: string }) => entry.url)).toEqual(['/_next/static/chunks/frame.css', '/_next/static/media/body.woff2']);
    // Hashed in their names: taken from the browser's HTTP cache, which the page just filled, not downloaded again.
    expect(precache.map((entry: { revision: string | null }) => entry.revision)).toEqual([null, null]);
    expect(map).toEqual(['/_next/static/chunks/map.js', '/map/style.json']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

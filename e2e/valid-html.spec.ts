/**
 * Every kind of page is valid HTML: the server HTML of each (what a browser, a crawler or a visitor without script
 * gets) passes the W3C Nu HTML Checker (`vnu-jar`, run with Java) with no error.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { JAVA_PATH } from '../scripts/lib/java.mjs';

const VNU = path.resolve(__dirname, '..', 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The links in `html` whose href matches `pattern`, in page order. */
const links = (html: string, pattern: RegExp) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&')).filter((h) => pattern.test(h));

/** One page of each kind; the entry, the occurrence and the shared trip are found from the lists. */
async function pagesToCheck(request: APIRequestContext): Promise<Record<string, string>> {
  const stay = await (await request.get('/stay')).text();
  const events = await (await request.get('/events')).text();
  const [entry] = links(stay, /^\/entries\/[^?#]+$/);
  const [occurrence] = links(events, /^\/entries\/[^#]+\?date=/);
  const ids = links(stay, /^\/entries\//)
    .slice(0, 2)
    .map((href) => href.split('/').pop());
  expect(entry, 'an entry link on /stay').toBeTruthy();
  expect(occurrence, 'an occurrence link on /events').toBeTruthy();
  return {
    home: '/',
    'seasonal home': '/home-fall',
    list: '/stay',
    'dated events': '/events?when=weekend',
    entry,
    'event occurrence': occurrence,
    'content page': '/wifi',
    'form page': '/about-whitefish',
    'guide order form': '/travel-guide-orders',
    search: '/search?q=lake',
    map: '/map',
    'list map tab': '/stay?tab=map',
    trip: '/trip',
    'shared trip': `/trip?ids=${ids.join(',')}`,
    404: '/no-such-page-here',
  };
}

test('every kind of page passes the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-vnu-'));
  try {
    const pages = await pagesToCheck(request);
    const files: Record<string, string> = {};
    for (const [kind, url] of Object.entries(pages)) {
      const response = await request.get(url);
      expect(response.status(), `${kind} ${url}`).toBe(kind === '404' ? 404 : 200);
      const file = path.join(dir, `${kind.replace(/\W+/g, '-')}.html`);
      fs.writeFileSync(file, await response.text());
      files[file] = `${kind} (${url})`;
    }
    // One JVM for all pages. vnu exits 1 when it finds errors; its JSON report goes to stderr either way.
    const run = await promisify(execFile)(JAVA_PATH, ['-jar', VNU, '--format', 'json', '--exit-zero-always', ...Object.keys(files)], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: NodeJS.ErrnoException & { stderr?: string }) => {
      if (error.code === 'ENOENT') throw new Error(`no Java at ${JAVA_PATH}: install a JRE (Debian: apt-get install default-jre-headless)`);
      throw error;
    });
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || (m.type === 'non-document-error'))
      .map((m) => `${files[decodeURIComponent(new URL(m.url ?? 'file:///?').pathname)] ?? m.url}: line ${m.lastLine}: ${m.message}  «${m.extract ?? ''}»`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

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
import { JAVA_PATH } from '../../scripts/lib/java.mjs';
import { pageKinds } from '../../scripts/lib/page-kinds.mjs';

const VNU = path.resolve(__dirname, '../..', 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Every page type and a few further states (scripts/lib/page-kinds.mjs: the bench's Lighthouse runs the same pages). */
async function pagesToCheck(request: APIRequestContext): Promise<Record<string, string>> {
  const { kinds, variants } = await pageKinds(async (path) => (await request.get(path)).text());
  return { ...kinds, ...variants };
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

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain .mjs module of the build
import { COMPILE_HINT, hintStartupScripts } from './compile-hints.mjs';

/** A build's output in miniature: the framework's scripts, two routes' entry scripts, and code loaded on demand. */
function miniBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-hints-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('.next/build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js'] }));
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};`;
  write('.next/server/app/stay/page_client-reference-manifest.js', manifest('/stay/page', { '[project]/app/layout': ['static/chunks/frame.js'], '[project]/app/stay/page': ['static/chunks/list.js'] }));
  write('.next/server/app/(pages)/[page]/page_client-reference-manifest.js', manifest('/(pages)/[page]/page', { '[project]/app/layout': ['static/chunks/frame.js'] }));
  for (const name of ['react-dom', 'turbopack-runtime', 'frame', 'list', 'map', 'subscribe-form']) write(`.next/static/chunks/${name}.js`, `/* ${name} */`);
  return root;
}

const read = (root: string, name: string) => fs.readFileSync(path.join(root, '.next/static/chunks', name), 'utf8');

describe('the compile hint', () => {
  it('marks the scripts pages start with, once, and leaves code loaded on demand as it is', async () => {
    const root = miniBuild();
    const first = await hintStartupScripts({ root, log: () => {} });
    expect(first.scripts).toEqual(['static/chunks/frame.js', 'static/chunks/list.js', 'static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js']);
    expect(first.changed).toBe(4);
    expect(read(root, 'frame.js')).toBe(`${COMPILE_HINT}/* frame */`);
    expect(read(root, 'react-dom.js')).toBe(`${COMPILE_HINT}/* react-dom */`);
    expect(read(root, 'map.js')).toBe('/* map */');
    expect(read(root, 'subscribe-form.js')).toBe('/* subscribe-form */');
    // A second run (a build step run again by hand) changes nothing.
    expect((await hintStartupScripts({ root, log: () => {} })).changed).toBe(0);
    expect(read(root, 'list.js')).toBe(`${COMPILE_HINT}/* list */`);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('fails the build when the manifests name no startup script', async () => {
    const root = miniBuild();
    fs.writeFileSync(path.join(root, '.next/build-manifest.json'), '{}');
    fs.rmSync(path.join(root, '.next/server'), { recursive: true });
    await expect(hintStartupScripts({ root, log: () => {} })).rejects.toThrow(/name no startup scripts/);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

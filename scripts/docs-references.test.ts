/**
 * Code comments and docs point at sections that exist: every `docs/<name>.md#anchor` in a tracked file names a
 * document in docs/ and one of its headings (GitHub's anchor rules), and every relative link between the docs
 * and the README resolves the same way; every file they name exists; the request walks of architecture.md name at
 * most 10 files each; docs/ holds at most 16,000 words.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

function anchorsOf(file: string): Set<string> {
  const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  const slugs = new Set<string>();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    slugs.add(heading.trim().toLowerCase().replace(/[^\w\- ]/g, '').replace(/ /g, '-'));
  }
  return slugs;
}

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(tsx?|mjs|js|css|md)$/.test(f) && fs.existsSync(path.join(ROOT, f)));

test('every docs/<name>.md#anchor named in the code exists', () => {
  const missing: string[] = [];
  let seen = 0;
  for (const file of tracked) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const [ref, doc, anchor] of text.matchAll(/docs\/([\w-]+\.md)#([\w-]+)/g)) {
      seen += 1;
      const target = path.join(ROOT, 'docs', doc);
      if (!fs.existsSync(target) || !anchorsOf(target).has(anchor)) missing.push(`${file}: ${ref}`);
    }
  }
  expect(seen).toBeGreaterThan(20);
  expect(missing).toEqual([]);
});

test('every relative link in the README and docs/ resolves, anchors included', () => {
  const missing: string[] = [];
  const docs = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).map((f) => `docs/${f}`)].filter((f) => f.endsWith('.md'));
  for (const file of docs) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(href)) continue; // external
      const [target, anchor] = href.split('#');
      const resolved = target ? path.join(ROOT, path.dirname(file), target) : path.join(ROOT, file);
      if (!fs.existsSync(resolved)) missing.push(`${file}: ${href}`);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) missing.push(`${file}: ${href}`);
    }
  }
  expect(missing).toEqual([]);
});

/** Repository paths named in backticks (`lib/dates.ts`, `app/(lists)/stay/[day]/[state]/page.tsx`), globs aside. */
function namedPaths(text: string): string[] {
  const roots = 'app|components|lib|content-client|content-service|scripts|shared|tests|worker|deploy|eslint|docs|public';
  return [...text.matchAll(new RegExp(`\`((?:${roots})/[^\`\\s*<>{}…]+\\.(?:tsx?|mjs|mts|js|json|md|conf|css))\``, 'g'))].map((m) => m[1]);
}

test('every file the README and docs/ name in backticks exists', () => {
  const docs = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs'), { recursive: true }).map((f) => `docs/${f}`)].filter((f) => f.endsWith('.md'));
  const missing = docs.flatMap((file) =>
    namedPaths(fs.readFileSync(path.join(ROOT, file), 'utf8'))
      .filter((p) => !p.startsWith('tests/bench/results/') && !fs.existsSync(path.join(ROOT, p))) // results are written by runs
      .map((p) => `${file}: ${p}`),
  );
  expect(missing).toEqual([]);
});

test('docs/architecture.md follows each kind of request through at most 10 files that exist', () => {
  const text = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const walks = text
    .split(/^### /m)
    .slice(1)
    .map((section) => section.split(/^## /m)[0])
    .filter((section) => /^(A list view|An entry page|A form post)/.test(section));
  expect(walks).toHaveLength(3);
  for (const walk of walks) {
    const files = new Set(namedPaths(/^Files: ([\s\S]*?)(?:\n\n|(?![\s\S]))/m.exec(walk)?.[1] ?? ''));
    expect(files.size).toBeGreaterThan(3);
    expect(files.size).toBeLessThanOrEqual(10);
    // Every file the walk's steps name is in its list.
    for (const named of namedPaths(walk)) expect([named, files.has(named)]).toEqual([named, true]);
  }
});

test('docs/ stays a read of about an hour: at most 16,000 words', () => {
  const words = (fs.readdirSync(path.join(ROOT, 'docs'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.md'))
    .reduce((sum, f) => sum + fs.readFileSync(path.join(ROOT, 'docs', f), 'utf8').split(/\s+/).filter(Boolean).length, 0);
  expect(words).toBeLessThanOrEqual(16_000);
});

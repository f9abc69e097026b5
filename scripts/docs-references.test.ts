/**
 * Code comments and docs point at sections that exist: every `docs/<name>.md#anchor` in a tracked file names a
 * document in docs/ and one of its headings (GitHub's anchor rules), and every relative link between the docs
 * and the README resolves the same way.
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

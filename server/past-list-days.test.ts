import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removePastListDays, yesterdayInDenver } from './past-list-days.ts';

function tree(root: string, dirs: string[]) {
  for (const dir of dirs) {
    fs.mkdirSync(path.join(root, dir), { recursive: true });
    fs.writeFileSync(path.join(root, dir, 'page.html'), 'x');
  }
}

test('removes list pages of days before the kept one, and nothing else', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'route-cache-'));
  const base = 'APP_PAGE/abc123/$';
  tree(root, [
    `${base}/stay/2026-11-20/_`,
    `${base}/stay/2026-11-22/category%3Dx`,
    `${base}/stay/2026-11-23/_`,
    `${base}/events/2026-11-21/when%3Dtoday`,
    `${base}/entries/winter-carnival/0b6f0c52-1111-4a4a-8c8c-000000000001/2026-01-01`,
    `${base}/about-whitefish`,
    'APP_ROUTE/abc123/$/stay/2026-11-20',
  ]);
  const removed = removePastListDays(root, '2026-11-22').map((dir) => path.relative(root, dir)).sort();
  expect(removed).toEqual([`${base}/events/2026-11-21`, `${base}/stay/2026-11-20`]);
  expect(fs.existsSync(path.join(root, `${base}/stay/2026-11-22/category%3Dx/page.html`))).toBe(true);
  expect(fs.existsSync(path.join(root, `${base}/entries/winter-carnival/0b6f0c52-1111-4a4a-8c8c-000000000001/2026-01-01`))).toBe(true);
  expect(fs.existsSync(path.join(root, 'APP_ROUTE/abc123/$/stay/2026-11-20'))).toBe(true);
  fs.rmSync(root, { recursive: true, force: true });
});

test('removes the folders of days after tomorrow too: only today is rendered, so they are junk', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'route-cache-'));
  const base = 'APP_PAGE/abc123/$';
  tree(root, [`${base}/stay/2026-11-22/_`, `${base}/stay/2026-11-23/_`, `${base}/stay/2026-11-24/_`, `${base}/webcam/2026-11-25/_`, `${base}/events/2099-01-01/_`]);
  const removed = removePastListDays(root, '2026-11-22').map((dir) => path.relative(root, dir)).sort();
  expect(removed).toEqual([`${base}/events/2099-01-01`, `${base}/webcam/2026-11-25`]);
  expect(fs.existsSync(path.join(root, `${base}/stay/2026-11-24/_/page.html`))).toBe(true);
  fs.rmSync(root, { recursive: true, force: true });
});

test('a missing cache folder is nothing to remove', () => {
  expect(removePastListDays(path.join(os.tmpdir(), 'no-such-route-cache'), '2026-11-22')).toEqual([]);
});

test('yesterday is counted in Whitefish, not UTC', () => {
  // 03:00 UTC on the 24th is still the 23rd in Denver.
  expect(yesterdayInDenver(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-22');
  expect(yesterdayInDenver(new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-23');
  expect(yesterdayInDenver(new Date('2026-03-01T12:00:00Z'))).toBe('2026-02-28');
});

/**
 * The route folders agree with lib/config/routes.ts: every list and home view, the map and every page with a form
 * has a folder of its own (so no other page downloads its client code), a form page's route renders the form the
 * config names, and the shared app/[page] route serves only the remaining content pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_PAGES, HOME_VIEWS, LIST_VIEWS, PAGE_FORMS, PATHS, plainContentPages } from '@/lib/config/routes';

const APP = path.join(__dirname);
const routeFile = (urlPath: string) => path.join(APP, urlPath === '/' ? '' : urlPath.slice(1), 'page.tsx');
const ownFolders = [...LIST_VIEWS.map((v) => v.path), ...HOME_VIEWS.map((v) => v.path), PATHS.map, ...Object.keys(PAGE_FORMS)];

test.each(ownFolders)('%s has a route folder of its own', (urlPath) => {
  expect(fs.existsSync(routeFile(urlPath))).toBe(true);
});

test.each(LIST_VIEWS.map((v) => v.path))('%s has an internal route for its cached states, with the same form', (urlPath) => {
  const cachedRoute = fs.readFileSync(path.join(APP, urlPath.slice(1), '[day]', '[state]', 'page.tsx'), 'utf8');
  const form = PAGE_FORMS[urlPath as keyof typeof PAGE_FORMS];
  expect(cachedRoute).toContain(`cachedListPage('${urlPath.slice(1)}'${form ? `, ${form})` : ')'}`);
});

/** A list view's internal route for its cached states (app/<view>/[day]/[state]) renders the view's own form. */
const isCachedStateRoute = (urlPath: string, file: string) =>
  path.join(APP, file) === path.join(APP, urlPath.slice(1), '[day]', '[state]', 'page.tsx') && LIST_VIEWS.some((v) => v.path === urlPath);

test.each(Object.entries(PAGE_FORMS))('%s renders %s, and no other route imports that form', (urlPath, form) => {
  expect(fs.readFileSync(routeFile(urlPath), 'utf8')).toContain(`@/components/forms/${form}'`);
  const others = fs
    .readdirSync(APP, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page.tsx') && path.join(APP, file) !== routeFile(urlPath) && !isCachedStateRoute(urlPath, file));
  for (const file of others) expect(fs.readFileSync(path.join(APP, file), 'utf8')).not.toContain(`/${form}'`);
});

test('app/[page] serves exactly the content pages without a folder of their own', () => {
  const shared = plainContentPages().map((p) => p.path);
  expect(shared.length).toBeGreaterThan(0);
  for (const urlPath of shared) expect(fs.existsSync(routeFile(urlPath))).toBe(false);
  const withFolder = CONTENT_PAGES.filter((p) => !shared.includes(p.path)).map((p) => p.path);
  expect(withFolder.sort()).toEqual([PATHS.map, ...Object.keys(PAGE_FORMS).filter((p) => CONTENT_PAGES.some((c) => c.path === p))].sort());
});

test('no route folder is left without a view in the config', () => {
  const known = new Set([...ownFolders, ...CONTENT_PAGES.map((p) => p.path)]);
  const folders = fs
    .readdirSync(APP, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('[') && !d.name.startsWith('(') && fs.existsSync(path.join(APP, d.name, 'page.tsx')))
    .map((d) => `/${d.name}`);
  const pagesOutsideConfig = folders.filter((f) => !known.has(f) && !['/search', '/trip'].includes(f));
  expect(pagesOutsideConfig).toEqual([]);
});

/**
 * The route folders agree with lib/config/routes.ts: every list and home view, the map and every page with a form
 * has a folder of its own (so no other page downloads its client code), a form page's route renders the form the
 * config names, and the shared app/(pages)/[page] route serves only the remaining content pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_PAGES, HOME_VIEWS, LIST_VIEWS, PAGE_FORMS, PATHS, plainContentPages } from '@/lib/config/routes';

const APP = path.join(__dirname);
/** Route groups (`(lists)`, `(home)`, `(pages)`): folders that sort the site map without being part of URLs. */
const GROUPS = ['', ...fs.readdirSync(APP).filter((name) => /^\(.+\)$/.test(name))];
/** The folder of a URL's route, in whichever group holds it (the first group when none does). */
const routeDir = (urlPath: string) => {
  const dirs = GROUPS.map((group) => path.join(APP, group, urlPath === '/' ? '' : urlPath.slice(1)));
  return dirs.find((dir) => fs.existsSync(path.join(dir, 'page.tsx'))) ?? dirs[0];
};
const routeFile = (urlPath: string) => path.join(routeDir(urlPath), 'page.tsx');
const ownFolders = [...LIST_VIEWS.map((v) => v.path), ...HOME_VIEWS.map((v) => v.path), PATHS.map, ...Object.keys(PAGE_FORMS)];

test.each(ownFolders)('%s has a route folder of its own', (urlPath) => {
  expect(fs.existsSync(routeFile(urlPath))).toBe(true);
});

test.each(LIST_VIEWS.map((v) => v.path))('%s has an internal route for its cached states, with the same form', (urlPath) => {
  const cachedRoute = fs.readFileSync(path.join(routeDir(urlPath), '[day]', '[state]', 'page.tsx'), 'utf8');
  const form = PAGE_FORMS[urlPath as keyof typeof PAGE_FORMS];
  expect(cachedRoute).toContain(`cachedListPage('${urlPath.slice(1)}'${form ? `, ${form})` : ')'}`);
});

/** A list view's internal route for its cached states (app/<view>/[day]/[state]) renders the view's own form. */
const isCachedStateRoute = (urlPath: string, file: string) =>
  path.join(APP, file) === path.join(routeDir(urlPath), '[day]', '[state]', 'page.tsx') && LIST_VIEWS.some((v) => v.path === urlPath);

test.each(Object.entries(PAGE_FORMS))('%s renders %s, and no other route imports that form', (urlPath, form) => {
  expect(fs.readFileSync(routeFile(urlPath), 'utf8')).toContain(`@/components/forms/${form}'`);
  const others = fs
    .readdirSync(APP, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page.tsx') && path.join(APP, file) !== routeFile(urlPath) && !isCachedStateRoute(urlPath, file));
  for (const file of others) expect(fs.readFileSync(path.join(APP, file), 'utf8')).not.toContain(`/${form}'`);
});

test('app/(pages)/[page] serves exactly the content pages without a folder of their own', () => {
  const shared = plainContentPages().map((p) => p.path);
  expect(shared.length).toBeGreaterThan(0);
  for (const urlPath of shared) expect(fs.existsSync(routeFile(urlPath))).toBe(false);
  const withFolder = CONTENT_PAGES.filter((p) => !shared.includes(p.path)).map((p) => p.path);
  expect(withFolder.sort()).toEqual([PATHS.map, ...Object.keys(PAGE_FORMS).filter((p) => CONTENT_PAGES.some((c) => c.path === p))].sort());
});

test('the route groups sort the site map: list views, home views, content and form pages', () => {
  const inGroup = (group: string) => fs.readdirSync(path.join(APP, group)).filter((name) => fs.existsSync(path.join(APP, group, name, 'page.tsx'))).map((name) => `/${name}`);
  expect(inGroup('(lists)').sort()).toEqual(LIST_VIEWS.map((v) => v.path).sort());
  expect(['/', ...inGroup('(home)')].sort()).toEqual([...new Set(HOME_VIEWS.map((v) => v.path))].sort());
  expect(fs.existsSync(path.join(APP, '(home)', 'page.tsx'))).toBe(true);
  const formPages = Object.keys(PAGE_FORMS).filter((p) => !LIST_VIEWS.some((v) => v.path === p));
  expect(inGroup('(pages)').sort()).toEqual(['/[page]', ...formPages].sort());
});

test('no route folder is left without a view in the config', () => {
  const known = new Set([...ownFolders, ...CONTENT_PAGES.map((p) => p.path)]);
  const folders = GROUPS.flatMap((group) =>
    fs
      .readdirSync(path.join(APP, group), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !/^[[(_]/.test(d.name) && fs.existsSync(path.join(APP, group, d.name, 'page.tsx')))
      .map((d) => `/${d.name}`),
  );
  const pagesOutsideConfig = folders.filter((f) => !known.has(f) && !['/search', '/trip', '/offline', '/conditions', '/review'].includes(f));
  expect(pagesOutsideConfig).toEqual([]);
});

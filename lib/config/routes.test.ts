import { CONTENT_PAGES, HOME_VIEWS, LIST_VIEWS, canonicalHomePath, contentPageByPath, homeViewByPath, listViewByPath, normalizePath, staticPaths } from './routes';
import { siteEntryIds } from './site-entry-ids';

it('has the 13 list views with their types', () => {
  expect(LIST_VIEWS.map((v) => [v.path, v.type])).toEqual([
    ['/deals', 'deal'],
    ['/dine', 'dine'],
    ['/explore', 'explore'],
    ['/events', 'event'],
    ['/here', 'here'],
    ['/media', 'media'],
    ['/plan-an-event', 'meetings'],
    ['/members', 'member'],
    ['/explore-more', 'more'],
    ['/professional-services', 'professional'],
    ['/shop', 'shop'],
    ['/stay', 'stay'],
    ['/webcams', 'webcam'],
  ]);
  expect(LIST_VIEWS.filter((v) => v.onMap).map((v) => v.type).sort()).toEqual(
    ['dine', 'explore', 'here', 'meetings', 'more', 'professional', 'shop', 'stay', 'webcam'],
  );
  expect(LIST_VIEWS.filter((v) => v.defaultOrder === 'time').map((v) => v.key)).toEqual(['events']);
});

it('points every view at a known site entry', () => {
  const ids = siteEntryIds(undefined);
  for (const v of [...LIST_VIEWS.map((l) => ({ key: l.sectionKey })), ...CONTENT_PAGES, ...HOME_VIEWS]) {
    expect(ids[v.key]).toMatch(/^[0-9a-f-]{36}$/);
  }
});

it('finds views by path, ignoring query and trailing slash', () => {
  expect(listViewByPath('/stay/?tab=map')?.key).toBe('stay');
  expect(contentPageByPath('/plan')?.key).toBe('groups');
  expect(contentPageByPath('/about-whitefish')?.key).toBe('about');
  expect(homeViewByPath('/home-winter')?.key).toBe('homeWinter');
  expect(homeViewByPath('/')?.key).toBe('home');
  expect(normalizePath('')).toBe('/');
  expect(new Set(staticPaths()).size).toBe(staticPaths().length);
});

test('a home view shown under a second address has the first one as its canonical path', () => {
  expect(canonicalHomePath('/home')).toBe('/');
  expect(canonicalHomePath('/')).toBe('/');
  expect(canonicalHomePath('/home-fall')).toBe('/home-fall');
  expect(canonicalHomePath('/home-winter/')).toBe('/home-winter');
});

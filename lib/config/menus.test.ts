import { PRIMARY_MENU, SECONDARY_MENU, footerMenu, isCurrent } from './menus';
import { format, messages } from './messages';

it('lists the menus', () => {
  expect(PRIMARY_MENU.map((i) => i.path)).toEqual(['/stay', '/dine', '/explore', '/shop', '/travel']);
  expect(SECONDARY_MENU.map((i) => i.path)).toEqual(['/events', '/deals', '/webcams', '/plan', '/discover-whitefish']);
  expect(SECONDARY_MENU.find((i) => i.path === '/plan')?.label).toBe('Groups');
  const footer = footerMenu('https://app.elebase.io');
  expect(footer.map((i) => i.path)).toEqual([
    '/guide', '/members', '/media', '/map', '/events/submit', '/conditions', '/professional-services', '/explore-more', '/about-whitefish', '/privacy', '/terms',
    'https://app.elebase.io',
  ]);
  expect(footer.at(-1)).toEqual({ path: 'https://app.elebase.io', label: 'Log In', external: true });
});

it('marks the item whose path equals the current path', () => {
  expect(isCurrent('/stay', '/stay')).toBe(true);
  expect(isCurrent('/stay', '/stay/?tab=map')).toBe(true);
  expect(isCurrent('/stay', '/stay-deals')).toBe(false);
  expect(isCurrent('/stay', '/entries/x/1')).toBe(false);
  expect(isCurrent('https://app.elebase.io', '/')).toBe(false);
  expect(isCurrent('/stay', null)).toBe(false);
});

it('formats messages', () => {
  expect(format(messages.list.count_of, { n: 3, t: 10 })).toBe('3 of 10 items');
  expect(format('{missing} x', {})).toBe('{missing} x');
  expect(messages.error.invalid_email).toBe('Please enter a valid email address.');
});

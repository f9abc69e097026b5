import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { ScrollManager } from './ScrollManager';

const mockPathname = jest.fn(() => '/');
const mockSearch = jest.fn(() => new URLSearchParams());
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname(),
  useSearchParams: () => mockSearch(),
}));

// The window's scroll position, as jsdom has none. Programmatic scrolls move it silently (a browser reports
// them a frame later); userScroll is the visitor scrolling.
let position = { x: 0, y: 0 };
const scrollTo = jest.fn((x: number, y: number) => {
  position = { x, y };
});
function userScroll(y: number) {
  position = { x: 0, y };
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}
let reducedMotion = true;

/** What Next's router does in the new view's layout effect: jump to the top at once. */
function RouterJump() {
  const pathname = mockPathname();
  useLayoutEffect(() => window.scrollTo(0, 0), [pathname]);
  return null;
}
const tree = () => (
  <>
    <RouterJump />
    <ScrollManager />
  </>
);

beforeEach(() => {
  jest.useFakeTimers();
  position = { x: 0, y: 0 };
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => position.y });
  Object.defineProperty(window, 'scrollX', { configurable: true, get: () => position.x });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  reducedMotion = true;
  window.matchMedia = jest.fn(() => ({ matches: reducedMotion })) as unknown as typeof window.matchMedia;
  sessionStorage.clear();
  mockPathname.mockReturnValue('/stay');
  mockSearch.mockReturnValue(new URLSearchParams());
  window.history.replaceState(null, '', '/stay');
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

function navigate(rerender: (ui: React.ReactElement) => void, url: string) {
  const u = new URL(url, 'http://localhost');
  window.history.pushState(null, '', url);
  mockPathname.mockReturnValue(u.pathname);
  mockSearch.mockReturnValue(u.searchParams);
  rerender(tree());
}

function back(rerender: (ui: React.ReactElement) => void, url: string) {
  const u = new URL(url, 'http://localhost');
  window.history.pushState(null, '', url); // what the browser does on back, then popstate
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  mockPathname.mockReturnValue(u.pathname);
  mockSearch.mockReturnValue(u.searchParams);
  rerender(tree());
}

/** An element 1000 px down the document. */
function addTarget(id: string) {
  const target = document.createElement('h2');
  target.id = id;
  target.getBoundingClientRect = () => ({ top: 1000 - position.y }) as DOMRect;
  document.body.appendChild(target);
  return target;
}

describe('ScrollManager', () => {
  it('keeps the position a new page is reached at (undoing the router jump), then goes to the top at 500 ms', () => {
    const { rerender } = render(tree());
    expect(window.history.scrollRestoration).toBe('manual');
    userScroll(700);
    navigate(rerender, '/dine');
    expect(window.scrollY).toBe(700);
    act(() => jest.advanceTimersByTime(499));
    expect(window.scrollY).toBe(700);
    act(() => jest.advanceTimersByTime(1));
    expect(window.scrollY).toBe(0);
  });

  it('does not go to the top when the new URL has a tab query', () => {
    const { rerender } = render(tree());
    userScroll(700);
    navigate(rerender, '/dine?tab=map');
    act(() => jest.advanceTimersByTime(1000));
    expect(window.scrollY).toBe(700);
  });

  it('keeps the position when only the query of the page changes (list controls)', () => {
    const { rerender } = render(tree());
    userScroll(700);
    navigate(rerender, '/stay?category=lodges');
    act(() => jest.advanceTimersByTime(1000));
    navigate(rerender, '/stay');
    act(() => jest.advanceTimersByTime(1000));
    expect(window.scrollY).toBe(700);
  });

  it('a newer navigation cancels the pending scroll to the top', () => {
    const { rerender } = render(tree());
    userScroll(700);
    navigate(rerender, '/dine');
    act(() => jest.advanceTimersByTime(300));
    navigate(rerender, '/dine?tab=map');
    act(() => jest.advanceTimersByTime(1000));
    expect(window.scrollY).toBe(700);
  });

  it('lands 20 px above the element a hash names on another page, at once under reduced motion', () => {
    addTarget('hours');
    const { rerender } = render(tree());
    userScroll(100);
    navigate(rerender, '/dine#hours');
    expect(window.scrollY).toBe(980);
    act(() => jest.advanceTimersByTime(1000));
    expect(window.scrollY).toBe(980); // no scroll to the top after a hash
  });

  it('eases to a hash target (ease-in-out over 500 ms) when motion is allowed', () => {
    reducedMotion = false;
    addTarget('hours');
    const { rerender } = render(tree());
    navigate(rerender, '/dine#hours');
    const seen: number[] = [];
    for (let t = 0; t < 12; t++) {
      act(() => jest.advanceTimersByTime(50));
      seen.push(window.scrollY);
    }
    expect(seen.at(-1)).toBe(980);
    // Slow start and end, fast middle: the first and last 125 ms cover less than the middle 250 ms.
    const at = (ms: number) => seen[Math.round(ms / 50) - 1];
    expect(at(100)).toBeGreaterThan(0);
    expect(at(100)).toBeLessThan(980 * 0.2);
    expect(at(250)).toBeGreaterThan(980 * 0.3);
    expect(at(250)).toBeLessThan(980 * 0.7);
    expect(at(400)).toBeGreaterThan(980 * 0.8);
    expect(new Set(seen).size).toBeGreaterThan(5);
  });

  it('takes over a same-page hash link: no jump, the URL gets the hash, eases 20 px above the target', () => {
    const target = addTarget('hours');
    target.tabIndex = -1;
    render(tree());
    const link = document.createElement('a');
    link.href = '#hours';
    document.body.appendChild(link);
    let prevented = false;
    document.addEventListener('click', (e) => (prevented = e.defaultPrevented), { once: true });
    act(() => link.click());
    expect(prevented).toBe(true);
    expect(window.location.hash).toBe('#hours');
    expect(window.scrollY).toBe(980);
    expect(target).toHaveFocus();
  });

  it('leaves a hash link alone when nothing on the page has that id', () => {
    render(tree());
    const link = document.createElement('a');
    link.href = '#nowhere';
    document.body.appendChild(link);
    let prevented = true;
    document.addEventListener('click', (e) => (prevented = e.defaultPrevented), { once: true });
    act(() => link.click());
    expect(prevented).toBe(false);
  });

  it('restores the saved position on back, after 1000 ms when the path changed', () => {
    const { rerender } = render(tree());
    userScroll(640);
    act(() => jest.advanceTimersByTime(200)); // saved (debounced)
    navigate(rerender, '/dine');
    act(() => jest.advanceTimersByTime(600));
    expect(window.scrollY).toBe(0);

    back(rerender, '/stay');
    act(() => jest.advanceTimersByTime(999));
    expect(window.scrollY).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(window.scrollY).toBe(640);
    act(() => jest.advanceTimersByTime(1000));
    expect(window.scrollY).toBe(640); // and no scroll to the top after it
  });

  it('restores at once on back when only the query changed', () => {
    const { rerender } = render(tree());
    userScroll(300);
    act(() => jest.advanceTimersByTime(200));
    navigate(rerender, '/stay?tab=map');
    userScroll(900);
    back(rerender, '/stay');
    act(() => jest.advanceTimersByTime(0));
    expect(window.scrollY).toBe(300);
  });

  it('ignores a saved position that is not a pair of numbers', () => {
    sessionStorage.setItem('wf-scroll:/stay', '{"x":"0","y":"<script>"}');
    const { rerender } = render(tree());
    navigate(rerender, '/dine');
    act(() => jest.advanceTimersByTime(600));
    back(rerender, '/stay');
    act(() => jest.advanceTimersByTime(1000));
    expect(window.scrollY).toBe(0);
  });
});

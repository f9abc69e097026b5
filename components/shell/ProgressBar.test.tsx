import { act, render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';
import { failNavigationProgress } from './events';

const mockPathname = jest.fn(() => '/');
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname(),
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => {
  jest.useFakeTimers();
  mockPathname.mockReturnValue('/');
});
afterEach(() => jest.useRealTimers());

const bar = () => screen.getByRole('progressbar', { hidden: true });
const value = () => Number(bar().getAttribute('aria-valuenow'));

/** `byRouter`: the click is taken over by a client-side router (next/link prevents it); else the browser loads. */
function clickLink(href: string, byRouter = true) {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  if (byRouter) a.addEventListener('click', (e) => e.preventDefault()); // like next/link
  document.body.appendChild(a);
  act(() => a.click());
  a.remove();
}

describe('ProgressBar', () => {
  it('is hidden while idle', () => {
    render(<ProgressBar />);
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(value()).toBe(0);
  });

  it('runs on a same-origin link click, never passes 95% while pending, and finishes when the path changes', () => {
    const { rerender } = render(<ProgressBar />);
    clickLink('/stay');
    expect(bar()).toHaveAttribute('aria-hidden', 'false');
    act(() => jest.advanceTimersByTime(1500));
    expect(value()).toBeGreaterThan(0);
    expect(value()).toBeLessThan(95.01);
    act(() => jest.advanceTimersByTime(5000));
    expect(value()).toBeLessThanOrEqual(95);

    mockPathname.mockReturnValue('/stay');
    rerender(<ProgressBar />);
    expect(value()).toBe(100);
    act(() => jest.advanceTimersByTime(500));
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    act(() => jest.advanceTimersByTime(200));
    expect(value()).toBe(0);
  });

  it('ignores external links, new-tab links and links to the current page', () => {
    render(<ProgressBar />);
    clickLink('https://example.com/stay');
    clickLink('/');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
  });

  it('finishes after 500 ms on back/forward when nothing changes', () => {
    render(<ProgressBar />);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(bar()).toHaveAttribute('aria-hidden', 'false');
    act(() => jest.advanceTimersByTime(500));
    expect(value()).toBe(100);
  });

  it('turns dark red on a navigation error', () => {
    render(<ProgressBar />);
    clickLink('/dine');
    act(() => failNavigationProgress());
    expect(bar()).toHaveAttribute('data-state', 'failed');
    expect((bar().firstChild as HTMLElement).style.backgroundColor).toBe('rgb(128, 0, 0)');
  });

  const color = () => (bar().firstChild as HTMLElement).style.backgroundColor;
  const leavePage = () =>
    act(() => {
      window.dispatchEvent(new Event('beforeunload'));
      jest.runAllTicks(); // the bar updates in a microtask (the router leaves from inside a render)
    });

  it('turns dark red when the page is left during a navigation the router took over (it gave up: full load)', () => {
    render(<ProgressBar />);
    clickLink('/dine');
    expect(color()).toBe('rgb(0, 119, 212)');
    leavePage();
    expect(bar()).toHaveAttribute('data-state', 'failed');
    expect(color()).toBe('rgb(128, 0, 0)');
    expect(value()).toBe(100);
    // It does not stick when the page stays after all.
    act(() => jest.advanceTimersByTime(700));
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(bar()).toHaveAttribute('data-state', 'idle');
  });

  it('stays blue when the browser itself loads a link (no router) or after the navigation finished', () => {
    const { rerender } = render(<ProgressBar />);
    clickLink('/dine', false);
    leavePage();
    expect(bar()).not.toHaveAttribute('data-state', 'failed');

    clickLink('/shop');
    mockPathname.mockReturnValue('/shop');
    rerender(<ProgressBar />);
    leavePage();
    expect(bar()).not.toHaveAttribute('data-state', 'failed');
  });

  it('turns dark red when the error view shows right after a navigation, and hides on schedule', () => {
    const { rerender } = render(<ProgressBar />);
    clickLink('/dine');
    mockPathname.mockReturnValue('/dine');
    rerender(<ProgressBar />);
    expect(value()).toBe(100);
    act(() => failNavigationProgress());
    expect(bar()).toHaveAttribute('data-state', 'failed');
    act(() => jest.advanceTimersByTime(500));
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    act(() => jest.advanceTimersByTime(200));
    expect(value()).toBe(0);
    expect(bar()).toHaveAttribute('data-state', 'idle');
  });

  it('ignores an error view with no navigation (a first load)', () => {
    render(<ProgressBar />);
    act(() => failNavigationProgress());
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(bar()).toHaveAttribute('data-state', 'idle');
  });
});

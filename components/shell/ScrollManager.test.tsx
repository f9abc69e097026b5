import { act, render } from '@testing-library/react';
import { ScrollManager } from './ScrollManager';

const mockPathname = jest.fn(() => '/');
const mockSearch = jest.fn(() => new URLSearchParams());
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname(),
  useSearchParams: () => mockSearch(),
}));

const scrollTo = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia; // reduced motion
  sessionStorage.clear();
  mockPathname.mockReturnValue('/');
  mockSearch.mockReturnValue(new URLSearchParams());
  window.history.replaceState(null, '', '/');
});
afterEach(() => jest.useRealTimers());

function navigate(rerender: (ui: React.ReactElement) => void, url: string) {
  const u = new URL(url, 'http://localhost');
  window.history.pushState(null, '', url);
  mockPathname.mockReturnValue(u.pathname);
  mockSearch.mockReturnValue(u.searchParams);
  rerender(<ScrollManager />);
}

describe('ScrollManager', () => {
  it('uses manual scroll restoration and scrolls to top 500 ms after a navigation', () => {
    const { rerender } = render(<ScrollManager />);
    expect(window.history.scrollRestoration).toBe('manual');
    navigate(rerender, '/stay');
    act(() => jest.advanceTimersByTime(499));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('does not scroll to top when a tab query exists', () => {
    const { rerender } = render(<ScrollManager />);
    navigate(rerender, '/stay?tab=map');
    act(() => jest.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to a hash target with a -20 offset', () => {
    const target = document.createElement('h2');
    target.id = 'hours';
    target.getBoundingClientRect = () => ({ top: 300 }) as DOMRect;
    document.body.appendChild(target);
    const { rerender } = render(<ScrollManager />);
    navigate(rerender, '/stay#hours');
    expect(scrollTo).toHaveBeenCalledWith(0, 280);
    target.remove();
  });

  it('restores the saved position on back, after 1000 ms when the path changed', () => {
    sessionStorage.setItem('wf-scroll:/stay', JSON.stringify({ x: 0, y: 640 }));
    const { rerender } = render(<ScrollManager />);
    navigate(rerender, '/dine');
    act(() => jest.advanceTimersByTime(600));
    scrollTo.mockReset();

    window.history.pushState(null, '', '/stay'); // what the browser does on back, then popstate
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    mockPathname.mockReturnValue('/stay');
    rerender(<ScrollManager />);
    act(() => jest.advanceTimersByTime(999));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });
});

import { act, render, screen } from '@testing-library/react';
import { ProgressBar } from '@/components/shell/ProgressBar';
import ErrorView from './error';

const mockPathname = jest.fn(() => '/');
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname(),
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockPathname.mockReturnValue('/');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const bar = () => screen.getByRole('progressbar', { hidden: true });
const page = (view: React.ReactNode) => (
  <>
    <ProgressBar />
    <main>{view}</main>
  </>
);

describe('the error view', () => {
  it('reached by a navigation, turns the progress bar dark red (and it still hides on schedule)', () => {
    const { rerender } = render(page(<h1>Home</h1>));
    const link = document.createElement('a');
    link.href = '/dine';
    link.addEventListener('click', (e) => e.preventDefault()); // next/link
    document.body.appendChild(link);
    act(() => link.click());

    mockPathname.mockReturnValue('/dine');
    rerender(page(<ErrorView error={new Error('content unavailable')} reset={() => {}} />));
    expect(screen.getByRole('alert')).toHaveTextContent('This page is not available right now');
    expect(bar()).toHaveAttribute('data-state', 'failed');
    expect((bar().firstChild as HTMLElement).style.backgroundColor).toBe('rgb(128, 0, 0)');
    act(() => jest.advanceTimersByTime(700));
    expect(bar()).toHaveAttribute('data-state', 'idle');
  });

  it('on a first load leaves the progress bar hidden', () => {
    render(page(<ErrorView error={new Error('content unavailable')} reset={() => {}} />));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
  });
});

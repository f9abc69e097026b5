import { render, screen } from '@testing-library/react';
import { HOURS_SCRIPT, type HoursLive } from '@/lib/hours/live';
import { HoursBadge } from './HoursBadge';

const T0 = Date.parse('2026-11-26T19:00:00Z');
const LIVE: HoursLive = {
  steps: [
    [T0, 'closed', 'Closed · opens 4 pm'],
    [T0 + 4 * 3_600_000, 'open', 'Open now · closes 2 am'],
  ],
  until: T0 + 48 * 3_600_000,
};

/** Runs the frame's script as the browser would, at `now`. */
function runScriptAt(now: number) {
  jest.setSystemTime(now);
  new Function(HOURS_SCRIPT)();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  clearInterval((window as unknown as { __wfHours?: number }).__wfHours);
  delete (window as unknown as { __wfHours?: number }).__wfHours;
  jest.useRealTimers();
});

describe('HoursBadge and the frame script', () => {
  it('renders the label at render time with its changes', () => {
    render(<HoursBadge live={LIVE} />);
    const badge = screen.getByText('Closed · opens 4 pm');
    expect(badge).toHaveAttribute('data-state', 'closed');
    expect(JSON.parse(badge.getAttribute('data-hours')!)).toEqual(LIVE);
  });

  it('shows the label for the visitor clock at once and keeps it right as time passes', () => {
    render(<HoursBadge live={LIVE} />);
    const badge = screen.getByText('Closed · opens 4 pm');
    runScriptAt(T0 + 5 * 3_600_000);
    expect(badge).toHaveTextContent('Open now · closes 2 am');
    expect(badge).toHaveAttribute('data-state', 'open');
    // past what the steps know: hidden rather than wrong
    jest.setSystemTime(T0 + 49 * 3_600_000);
    jest.advanceTimersByTime(15_000);
    expect(badge).not.toBeVisible();
  });

  it('leaves a malformed attribute alone', () => {
    render(<p data-hours="{not json">As rendered</p>);
    runScriptAt(T0);
    expect(screen.getByText('As rendered')).toBeVisible();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { freshWebcamSrc, webcamTime, WebcamImage } from './WebcamImage';

// 2026-11-22 18:30:15 in Denver (MST, -07:00)
const STAMP = Date.parse('2026-11-23T01:30:15Z');

describe('WebcamImage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(STAMP);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('cache-busts the image per minute and shows when it was taken in Denver time', () => {
    render(<WebcamImage src="/webcams/summit.svg" alt="Summit House" stamp={STAMP} />);
    const img = screen.getByRole('img', { name: 'Summit House' });
    expect(img).toHaveAttribute('src', `/webcams/summit.svg?t=${Math.floor(STAMP / 60000)}`);
    expect(screen.getByText(/Updated 6:30 PM/)).toBeInTheDocument();
  });

  it('refreshes every 60 seconds with a new cache-busting parameter and time', () => {
    render(<WebcamImage src="https://cams.example/live.jpg?size=l" alt="Lake" stamp={STAMP} />);
    const first = screen.getByRole('img').getAttribute('src');
    expect(first).toBe(`https://cams.example/live.jpg?size=l&t=${Math.floor(STAMP / 60000)}`);
    act(() => {
      jest.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('img').getAttribute('src')).toBe(first);
    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('img').getAttribute('src')).toBe(`https://cams.example/live.jpg?size=l&t=${Math.floor(STAMP / 60000) + 1}`);
    expect(screen.getByText(/Updated 6:31 PM/)).toBeInTheDocument();
  });

  it('falls back to a clear "not available" state on error and retries on the next refresh', () => {
    render(<WebcamImage src="/webcams/missing.jpg" alt="Missing" stamp={STAMP} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Webcam image not available');
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('img', { name: 'Missing' })).toBeInTheDocument();
    expect(screen.queryByText('Webcam image not available')).toBeNull();
  });

  it('catches up at once when the page was rendered in an earlier minute (cached HTML)', () => {
    const old = STAMP - 5 * 60_000;
    render(<WebcamImage src="/webcams/summit.svg" alt="Summit" stamp={old} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(`/webcams/summit.svg?t=${Math.floor(STAMP / 60000)}`);
  });

  it('stops refreshing when unmounted', () => {
    const { unmount } = render(<WebcamImage src="/w.jpg" alt="W" stamp={STAMP} />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('helpers', () => {
  it('replaces an existing t parameter and keeps the hash', () => {
    expect(freshWebcamSrc('/a.jpg?t=1&x=2#h', 120_000)).toBe('/a.jpg?t=2&x=2#h');
  });
  it('formats the time in America/Denver', () => {
    expect(webcamTime(Date.parse('2026-07-04T15:05:00Z'))).toBe('9:05 AM');
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_STORAGE_KEY } from '@/components/shell/consent';
import { HeroVideo, type HeroVideoProps } from './HeroVideo';

const PROPS: HeroVideoProps = {
  title: 'A summer day in Whitefish',
  backgroundSrc: 'https://www.youtube-nocookie.com/embed/Lk8sUmWh2Tq?autoplay=1&mute=1&loop=1&controls=0&playlist=Lk8sUmWh2Tq',
  playSrc: 'https://www.youtube-nocookie.com/embed/Lk8sUmWh2Tq?autoplay=1&rel=0',
  labels: { play: 'Play video', note: 'Loads the player from YouTube, which may set cookies.', pause: 'Pause video', close: 'Close video' },
};

const frame = () => document.querySelector('iframe');
/** A control's accessible name: its label and the video's title. */
const named = (label: string) => `${label}: A summer day in Whitefish`;
/** Longer than the wait for an idle moment (a timer here: jsdom has no requestIdleCallback). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('HeroVideo', () => {
  beforeEach(() => {
    localStorage.clear();
    preferReducedMotion(false);
    setVisibility('visible');
  });

  it('with consent and normal motion: plays as a muted background loop once the page settled, with Pause', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes');
    render(<HeroVideo {...PROPS} />);
    expect(frame()).toBeNull(); // not before the page has settled
    const pause = await screen.findByRole('button', { name: named('Pause video') });
    const iframe = frame()!;
    expect(iframe).toHaveAttribute('src', PROPS.backgroundSrc);
    expect(iframe).toHaveAttribute('title', 'A summer day in Whitefish');
    expect(iframe).toHaveAttribute('allow', 'autoplay; encrypted-media');
    expect(iframe).toHaveAttribute('inert');
    expect(iframe).not.toHaveAttribute('allowfullscreen');
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    expect(pause).not.toHaveFocus(); // the autoplay moves no focus
  });

  it('Pause stops the video for good: the poster and Play come back, with focus on Play', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes');
    render(<HeroVideo {...PROPS} />);
    await userEvent.click(await screen.findByRole('button', { name: /Pause video/ }));
    expect(frame()).toBeNull();
    expect(screen.getByRole('button', { name: /Play video/ })).toHaveFocus();
    await settle();
    expect(frame()).toBeNull();
  });

  it.each([
    ['no answer', null],
    ['"No"', 'no'],
  ])('without consent (%s): the poster with Play and its note, and nothing from the provider', async (_, answer) => {
    if (answer) localStorage.setItem(CONSENT_STORAGE_KEY, answer);
    render(<HeroVideo {...PROPS} />);
    await settle();
    expect(frame()).toBeNull();
    expect(screen.getByRole('button', { name: named('Play video') })).toBeInTheDocument();
    expect(screen.getByText('Loads the player from YouTube, which may set cookies.')).toBeInTheDocument();
  });

  it('Play plays in place with sound and controls, focus in the player; Close returns to the poster', async () => {
    render(<HeroVideo {...PROPS} />);
    await userEvent.click(screen.getByRole('button', { name: /Play video/ }));
    const iframe = frame()!;
    expect(iframe).toHaveAttribute('src', PROPS.playSrc);
    expect(iframe).not.toHaveAttribute('inert');
    expect(iframe).toHaveAttribute('allowfullscreen');
    expect(iframe).toHaveFocus();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull(); // consent for this video only
    await userEvent.click(screen.getByRole('button', { name: named('Close video') }));
    expect(frame()).toBeNull();
    expect(screen.getByRole('button', { name: /Play video/ })).toHaveFocus();
  });

  it('never autoplays when the visitor prefers reduced motion, but Play still plays', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes');
    preferReducedMotion(true);
    render(<HeroVideo {...PROPS} />);
    await settle();
    expect(frame()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Play video/ }));
    expect(frame()).toHaveAttribute('src', PROPS.playSrc);
  });

  it('waits until the page is visible (a tab opened in the background)', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes');
    setVisibility('hidden');
    render(<HeroVideo {...PROPS} />);
    await settle();
    expect(frame()).toBeNull();
    setVisibility('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('button', { name: /Pause video/ })).toBeInTheDocument();
    expect(frame()).toHaveAttribute('src', PROPS.backgroundSrc);
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_STORAGE_KEY } from '@/components/shell/consent';
import { Hero } from './Hero';
import type { HeroVideoData } from './hero-media';
import { homeEntry, SUMMER_VIDEO } from './hero-test-entries';

const PROPS: HeroVideoData = {
  title: 'A summer day in Whitefish',
  provider: 'YouTube',
  url: SUMMER_VIDEO.url,
  backgroundSrc: 'https://www.youtube-nocookie.com/embed/Lk8sUmWh2Tq?autoplay=1&mute=1&loop=1&controls=0&playlist=Lk8sUmWh2Tq',
  playSrc: 'https://www.youtube-nocookie.com/embed/Lk8sUmWh2Tq?autoplay=1&rel=0',
};
const ENTRY = homeEntry('video', [], '/images/lake.svg', [SUMMER_VIDEO]);
/** The hero with its video: the poster's controls come from the server, the player's code loads on demand. */
const renderHero = () => render(<Hero entry={ENTRY} video={PROPS} />);

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

describe('The hero video (HeroVideo, HeroPlayer)', () => {
  beforeEach(() => {
    localStorage.clear();
    preferReducedMotion(false);
    setVisibility('visible');
  });

  it('with consent and normal motion: plays as a muted background loop once the page settled, with Pause', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes');
    renderHero();
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
    renderHero();
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
    renderHero();
    expect(await screen.findByRole('button', { name: named('Play video') })).toBeInTheDocument();
    await settle();
    expect(frame()).toBeNull();
    expect(screen.getByText('Loads the player from YouTube, which may set cookies.')).toBeInTheDocument();
  });

  it('Play plays in place with sound and controls, focus in the player; Close returns to the poster', async () => {
    renderHero();
    await userEvent.click(await screen.findByRole('button', { name: /Play video/ }));
    const iframe = await waitFor(() => frame()!);
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
    renderHero();
    const play = await screen.findByRole('button', { name: /Play video/ });
    await settle();
    expect(frame()).toBeNull();
    await userEvent.click(play);
    expect(await waitFor(() => frame()!)).toHaveAttribute('src', PROPS.playSrc);
  });

  it('waits until the page is visible (a tab opened in the background)', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes');
    setVisibility('hidden');
    renderHero();
    await settle();
    expect(frame()).toBeNull();
    setVisibility('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('button', { name: /Pause video/ })).toBeInTheDocument();
    expect(frame()).toHaveAttribute('src', PROPS.backgroundSrc);
  });
});

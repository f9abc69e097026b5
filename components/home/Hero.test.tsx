import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Hero, heroSlides } from './Hero';
import type { HeroVideoData } from './hero-media';
import { HeroSlides, slideLabel } from './HeroSlides';
import { SUMMER_VIDEO, THREE, homeEntry, slideFile } from './hero-test-entries';


describe('Hero slides carousel', () => {
  it('is a labelled carousel of labelled slides with dimensions on every image', async () => {
    render(<Hero entry={homeEntry('slides', THREE)} />);
    const carousel = await screen.findByRole('region', { name: 'Photos' }); // its code loads on demand
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(3);
    slides.forEach((slide, i) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAccessibleName(slideLabel(i, 3));
    });
    for (const img of within(carousel).getAllByRole('img')) {
      expect(img).toHaveAttribute('width', '1200');
      expect(img).toHaveAttribute('height', '800');
    }
    expect(screen.getByRole('img', { name: 'The mountains' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'The lake' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { level: 1, name: 'Whitefish, Montana' })).toBeInTheDocument();
  });

  it('moves one slide with Previous / Next, disabled at the ends, and never rotates by itself', () => {
    jest.useFakeTimers();
    try {
      render(<HeroSlides slides={THREE.map((f) => ({ key: f.id, src: f.url, alt: f.title ?? '' }))} />);
      const list = document.getElementById(screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls')!)!;
      Object.defineProperty(list, 'clientWidth', { configurable: true, value: 800 });
      const scrollTo = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
        this.scrollLeft = options.left ?? 0;
        fireEvent.scroll(this);
      });
      list.scrollTo = scrollTo as unknown as typeof list.scrollTo;

      const prev = screen.getByRole('button', { name: 'Previous slide' });
      const next = screen.getByRole('button', { name: 'Next slide' });
      expect(prev).toBeDisabled();
      expect(next).toBeEnabled();

      fireEvent.click(next);
      expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 800 }));
      expect(prev).toBeEnabled();
      fireEvent.click(next);
      expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 1600 }));
      expect(next).toBeDisabled();
      fireEvent.click(prev);
      expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 800 }));

      // A swipe (scroll) moves the current slide too.
      list.scrollLeft = 0;
      fireEvent.scroll(list);
      expect(prev).toBeDisabled();

      const calls = scrollTo.mock.calls.length;
      jest.advanceTimersByTime(60_000);
      expect(scrollTo).toHaveBeenCalledTimes(calls);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no buttons for a single slide and leaves out slides failing the image policy', async () => {
    const entry = homeEntry('slides', [slideFile('one'), slideFile('bad', 'javascript:alert(1)//.svg')]);
    expect(heroSlides(entry).map((s) => s.src)).toEqual(['/images/one.svg']);
    render(<Hero entry={entry} />);
    expect(await screen.findAllByRole('group')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds the vendor image parameters and keeps dimensions for the single hero image', () => {
    render(<Hero entry={homeEntry('image', [], 'https://cdn.elebase.io/p/hero.jpg')} />);
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.elebase.io/p/hero.jpg?q=75&rot=auto');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
  });
});

describe('Hero video', () => {
  const VIDEO: HeroVideoData = {
    title: 'A summer day in Whitefish',
    provider: 'YouTube',
    url: SUMMER_VIDEO.url,
    backgroundSrc: 'https://www.youtube-nocookie.com/embed/Lk8sUmWh2Tq?autoplay=1&mute=1',
    playSrc: 'https://www.youtube-nocookie.com/embed/Lk8sUmWh2Tq?autoplay=1&rel=0',
  };
  const entry = homeEntry('video', [], '/images/lake.svg', [SUMMER_VIDEO]);

  it('shows the image as poster at once, eager and first, with the player over it', async () => {
    render(<Hero entry={entry} video={VIDEO} />);
    const poster = document.querySelector('img');
    expect(poster).toHaveAttribute('src', '/images/lake.svg');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).not.toHaveAttribute('loading');
    expect(await screen.findByRole('button', { name: /^Play video/ })).toBeInTheDocument(); // its code loads on demand
    expect(screen.getByText('Loads the player from YouTube, which may set cookies.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('links to the video at the provider only without JavaScript', () => {
    const html = renderToStaticMarkup(<Hero entry={entry} video={VIDEO} />);
    expect(html).toMatch(/<noscript><a class="button" href="https:\/\/www\.youtube\.com\/watch\?v=Lk8sUmWh2Tq" target="_blank" rel="noopener noreferrer">Watch on youtube\.com/);
    render(<Hero entry={entry} video={VIDEO} />);
    expect(screen.queryByRole('link', { name: /Watch/ })).toBeNull();
  });

  it('is the image hero, with no player and no link, when the video did not pass vetting', async () => {
    render(<Hero entry={entry} video={null} />);
    expect(document.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('iframe, noscript')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

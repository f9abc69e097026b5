import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { WireEntry, WireFile } from '@/content-client/wire';
import { normalizeEntry, type Entry } from '@/lib/entries';
import { Hero, heroSlides } from './Hero';
import { HeroSlides, slideLabel } from './HeroSlides';

function slideFile(name: string, url = `/images/${name}.svg`): WireFile {
  return { id: name, name: `${name}.svg`, title: `The ${name}`, description: '', ip_attribution: '', locale: 'en', type: 'image/svg+xml', url } as WireFile;
}

function homeEntry(media: string, files: WireFile[] = [], image = '/images/lake.svg'): Entry {
  const wire = {
    id: 'home',
    date_time: { init: '2026-01-01T00:00:00Z', edit: '2026-01-02T00:00:00Z' },
    phase: 4,
    title: 'Whitefish, Montana',
    users: [],
    types: [{ id: 'home', name: 'Home' }],
    groups: [],
    elements: [
      { id: 'cover-image', type: 'file', name: 'Cover', preferences: {}, data: [slideFile('cover', image)] },
      { id: 'hero-media', type: 'option', name: 'Hero Media', preferences: {}, data: [{ id: media, text: media }] },
      { id: 'hero-slides', type: 'file', name: 'Hero Slides', preferences: {}, data: files },
    ],
  } as unknown as WireEntry;
  const entry = normalizeEntry(wire);
  if (!entry) throw new Error('bad entry');
  return entry;
}

const THREE = [slideFile('mountains'), slideFile('lake'), slideFile('trail')];

describe('Hero slides carousel', () => {
  it('is a labelled carousel of labelled slides with dimensions on every image', () => {
    render(<Hero entry={homeEntry('slides', THREE)} />);
    const carousel = screen.getByRole('region', { name: 'Photos' });
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
      const list = document.getElementById('hero-slides')!;
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

  it('renders the plain scroll strip without buttons before any script runs (server HTML)', () => {
    const html = renderToString(<Hero entry={homeEntry('slides', THREE)} />);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).not.toContain('<button');
  });

  it('shows no buttons for a single slide and leaves out slides failing the image policy', () => {
    const entry = homeEntry('slides', [slideFile('one'), slideFile('bad', 'javascript:alert(1)//.svg')]);
    expect(heroSlides(entry).map((s) => s.src)).toEqual(['/images/one.svg']);
    render(<Hero entry={entry} />);
    expect(screen.getAllByRole('group')).toHaveLength(1);
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

'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '@/components/hydration/use-hydrated';
import styles from './Hero.module.css';
import { HERO_SLIDE_HEIGHT, HERO_SLIDE_WIDTH } from './hero-sizes';

export interface HeroSlide {
  key: string;
  src: string;
  alt: string;
}

/** 'Slide 2 of 4' — each slide's accessible name. */
export const slideLabel = (index: number, count: number) => `Slide ${index + 1} of ${count}`;

/**
 * The hero's slides as an accessible carousel (WAI-ARIA APG, no automatic rotation): a region named
 * "Photos" with aria-roledescription="carousel", each slide a labelled group with aria-roledescription="slide",
 * and Previous / Next buttons that move the strip one slide. Without JavaScript it is the plain scroll-snap
 * strip (swipe or scroll); the buttons only appear once the script runs.
 */
export function HeroSlides({ slides, label = 'Photos' }: { slides: readonly HeroSlide[]; label?: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const ready = useHydrated();
  const [current, setCurrent] = useState(0);
  // Not a fixed id: the server also sends this markup a second time for visitors without script (hydrateOnDemand).
  const stripId = useId();
  const count = slides.length;

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    // The slide in view follows the strip's scroll position (buttons, swipes and keyboard scrolling alike).
    const onScroll = () => {
      const width = el.clientWidth || 1;
      setCurrent(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / width))));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [count]);

  const show = useCallback(
    (index: number) => {
      const el = strip.current;
      const next = Math.min(count - 1, Math.max(0, index));
      setCurrent(next);
      if (!el) return;
      const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const left = next * el.clientWidth;
      if (typeof el.scrollTo === 'function') el.scrollTo({ left, behavior: reduce ? 'auto' : 'smooth' });
      else el.scrollLeft = left;
    },
    [count],
  );

  if (count === 0) return null;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      {ready && count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.prev} onClick={() => show(current - 1)} disabled={current === 0} aria-controls={stripId}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous slide</span>
          </button>
          <button type="button" className={styles.next} onClick={() => show(current + 1)} disabled={current === count - 1} aria-controls={stripId}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next slide</span>
          </button>
        </div>
      )}
      {/* Not auto-rotating, so changes are announced politely (APG). Focusable so the keyboard can scroll it. */}
      {/* Groups in a plain container: a list whose items are groups would have no list items (axe). */}
      <div id={stripId} ref={strip} className={styles.slides} aria-live="polite" tabIndex={0}>
        {slides.map((slide, i) => (
          <div key={slide.key} className={styles.slide} role="group" aria-roledescription="slide" aria-label={slideLabel(i, count)}>
            {/* eslint-disable-next-line @next/next/no-img-element -- content images of known aspect */}
            <img
              src={slide.src}
              alt={slide.alt}
              width={HERO_SLIDE_WIDTH}
              height={HERO_SLIDE_HEIGHT}
              decoding="async"
              {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            />
          </div>
        ))}
      </div>
    </section>
  );
}

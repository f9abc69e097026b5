'use client';

import { useEffect, useRef, useState } from 'react';
import { PlayerFrame } from '@/components/elements/PlayerFrame';
import { readConsent } from '@/components/shell/consent';
import { prefersReducedMotion } from '@/components/shell/events';
import { useHydrated } from '@/components/shell/use-hydrated';
import styles from './Hero.module.css';
import { whenPageSettled } from './when-page-settled';

export interface HeroVideoLabels {
  play: string;
  /** Under Play: pressing it loads the provider's player. */
  note: string;
  pause: string;
  close: string;
}

export interface HeroVideoProps {
  title: string;
  backgroundSrc: string;
  playSrc: string;
  labels: HeroVideoLabels;
}

type Mode = 'poster' | 'background' | 'playing';

/**
 * The hero video over its poster (the hero image, rendered by the server): a muted background loop once the page
 * has settled when the visitor consented to third-party content and does not prefer reduced motion, with a Pause
 * button; otherwise a Play button, which is the visitor's consent for this video and plays it in place with sound
 * and the provider's controls (docs/product.md#hero-video). Nothing shows without JavaScript (the server's
 * <noscript> link stands in) and nothing from the provider loads before one of the two.
 */
export function HeroVideo({ title, backgroundSrc, playSrc, labels }: HeroVideoProps) {
  const hydrated = useHydrated();
  const [mode, setMode] = useState<Mode>('poster');
  const moveFocus = useRef(false);
  const playButton = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (readConsent() !== 'yes' || prefersReducedMotion()) return;
    return whenPageSettled(() => setMode((current) => (current === 'poster' ? 'background' : current)));
  }, []);

  // After the visitor's own Play, Pause or Close, focus goes where the control they used went: into the player,
  // or back to Play. The autoplay moves nothing.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (mode === 'playing') frame.current?.querySelector('iframe')?.focus();
    else if (mode === 'poster') playButton.current?.focus();
  }, [mode]);

  const choose = (next: Mode) => {
    moveFocus.current = true;
    setMode(next);
  };

  if (!hydrated) return null;
  const background = mode === 'background';
  return (
    <>
      {mode !== 'poster' && (
        <div ref={frame} className={background ? styles.videoBackground : styles.videoPlaying}>
          <PlayerFrame src={background ? backgroundSrc : playSrc} title={title} background={background} className={styles.videoFrame} />
        </div>
      )}
      <div className={styles.videoControls}>
        {mode === 'poster' ? (
          <>
            <button
              ref={playButton}
              type="button"
              className={`${styles.videoButton} ${styles.play}`}
              aria-label={`${labels.play}: ${title}`}
              onClick={() => choose('playing')}
            >
              {labels.play}
            </button>
            <p className={styles.videoNote}>{labels.note}</p>
          </>
        ) : (
          <button
            type="button"
            className={`${styles.videoButton} ${background ? styles.pause : styles.close}`}
            aria-label={`${background ? labels.pause : labels.close}: ${title}`}
            onClick={() => choose('poster')}
          >
            {background ? labels.pause : labels.close}
          </button>
        )}
      </div>
    </>
  );
}

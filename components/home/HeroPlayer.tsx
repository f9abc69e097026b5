'use client';

import { useEffect, useRef, useState } from 'react';
import { PlayerFrame } from '@/components/elements/PlayerFrame';
import styles from './Hero.module.css';
import { whenPageSettled } from './when-page-settled';

export type HeroPlayerMode = 'background' | 'playing';

export interface HeroPlayerProps {
  title: string;
  backgroundSrc: string;
  playSrc: string;
  labels: { pause: string; close: string };
}

/**
 * The hero video's player, loaded on demand by ./HeroVideo.tsx. `'background'`: muted, looping, no controls, under
 * the title — from the moment the page has settled (loaded, visible, idle), with Pause. `'playing'`: at once, with
 * sound and the provider's controls, over the hero, with Close; focus moves into the player.
 */
export function HeroPlayer({ mode, title, backgroundSrc, playSrc, labels, onStop }: HeroPlayerProps & { mode: HeroPlayerMode; onStop: () => void }) {
  const background = mode === 'background';
  const [started, setStarted] = useState(!background);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => (background ? whenPageSettled(() => setStarted(true)) : undefined), [background]);
  useEffect(() => {
    if (!background) frame.current?.querySelector('iframe')?.focus();
  }, [background]);

  if (!started) return null;
  const stop = background ? labels.pause : labels.close;
  return (
    <>
      <div ref={frame} className={background ? styles.videoBackground : styles.videoPlaying}>
        <PlayerFrame src={background ? backgroundSrc : playSrc} title={title} background={background} className={styles.videoFrame} />
      </div>
      <div className={styles.videoControls}>
        <button type="button" className={`${styles.videoButton} ${background ? styles.pause : styles.close}`} aria-label={`${stop}: ${title}`} onClick={onStop}>
          {stop}
        </button>
      </div>
    </>
  );
}

'use client';

import { useState } from 'react';
import { format } from '@/lib/config/format';
import { isHttpUrl } from '@/lib/validators';
import { ELEMENT_LABELS } from './labels';
import { hostLabel, playerSrc, type Player } from '@/lib/embeds';
import { PlayerFrame } from './PlayerFrame';
import styles from './elements.module.css';

export interface EmbedPlayerProps {
  title: string;
  caption: string;
  /** The original media URL (link for the placeholder). */
  url: string;
  /** Resolved and vetted on the server; null → placeholder with a link. */
  player: Player | null;
}

/** Click-to-load video: nothing from the provider loads until the visitor presses the button; then it plays. */
export function EmbedPlayer({ title, caption, url, player }: EmbedPlayerProps) {
  const [loaded, setLoaded] = useState(false);
  const link = isHttpUrl(url) ? url.trim() : null;
  const heading = title || player?.title || '';
  return (
    <figure className={styles.embed} style={player ? { maxWidth: player.width } : undefined}>
      {player && loaded ? (
        <div className={styles.embedFrame} style={{ aspectRatio: `${player.width} / ${player.height}` }}>
          <PlayerFrame src={playerSrc(player, 'on-request')} width={player.width} height={player.height} title={heading || player.title} />
        </div>
      ) : (
        <div
          className={styles.embedPlaceholder}
          style={player ? { aspectRatio: `${player.width} / ${player.height}` } : undefined}
        >
          {player ? (
            <>
              <button type="button" className={styles.embedButton} onClick={() => setLoaded(true)}>
                {ELEMENT_LABELS.loadVideo}
                {heading && <span className={styles.visuallyHidden}>: {heading}</span>}
              </button>
              <p className={styles.embedNote}>{format(ELEMENT_LABELS.loadVideoNote, { provider: player.provider })}</p>
            </>
          ) : (
            <>
              <p>{ELEMENT_LABELS.videoUnavailable}</p>
              {link && (
                <a href={link} target="_blank" rel="noopener noreferrer">
                  {format(ELEMENT_LABELS.watchOn, { host: hostLabel(link) })}
                </a>
              )}
            </>
          )}
        </div>
      )}
      {(heading || caption) && (
        <figcaption className={styles.caption}>
          {heading && <strong>{heading}</strong>}
          {heading && caption && ' — '}
          {caption}
        </figcaption>
      )}
    </figure>
  );
}

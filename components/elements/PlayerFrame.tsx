/**
 * Our iframe for a vetted video player (lib/embeds.ts): the one sandbox and referrer policy of every video on the
 * site. A `background` player (the home hero's muted autoplay) gets only what autoplay needs and is inert: no
 * focus, no pointer, hidden from assistive technology, since its own controls are off.
 */
export interface PlayerFrameProps {
  src: string;
  title: string;
  width?: number;
  height?: number;
  background?: boolean;
  className?: string;
}

const ALLOW_ON_REQUEST = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';
const ALLOW_BACKGROUND = 'autoplay; encrypted-media';

export function PlayerFrame({ src, title, width, height, background = false, className }: PlayerFrameProps) {
  return (
    <iframe
      className={className}
      src={src}
      width={width}
      height={height}
      title={title}
      allow={background ? ALLOW_BACKGROUND : ALLOW_ON_REQUEST}
      allowFullScreen={!background}
      inert={background}
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
    />
  );
}

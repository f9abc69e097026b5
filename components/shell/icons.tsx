/**
 * Inline SVG icons (notices and social links). All decorative (aria-hidden): the surrounding element
 * carries the accessible name.
 */
import type { ReactElement } from 'react';

type IconProps = { size?: string | number; color?: string; className?: string };

function Svg({ size = 24, color = 'currentColor', className, children }: IconProps & { children: ReactElement | ReactElement[] }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={color}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const NOTICE_PATHS: Record<string, ReactElement> = {
  info: (
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM14 18h-4v-1.5h1v-4.5h-1V10.5h3v6h1Z" />
  ),
  warning: <path d="M12 2 1 21h22L12 2Zm1 16h-2v-2h2v2Zm0-4h-2V9h2v5Z" />,
  alert: (
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
  ),
  snow: (
    <path d="M11 2h2v4.2l2.3-2.3 1.4 1.4L13 9v2h2l3.7-3.7 1.4 1.4L17.8 11H22v2h-4.2l2.3 2.3-1.4 1.4L15 13h-2v2l3.7 3.7-1.4 1.4-2.3-2.3V22h-2v-4.2l-2.3 2.3-1.4-1.4L11 15v-2H9l-3.7 3.7-1.4-1.4L6.2 13H2v-2h4.2L3.9 8.7l1.4-1.4L9 11h2V9L7.3 5.3l1.4-1.4L11 6.2Z" />
  ),
  fire: (
    <path d="M13.5 1s.7 2.6.7 4.8c0 2-1.3 3.7-3.4 3.7S7.3 7.8 7.3 5.8v-.3C5.2 8 4 11.2 4 14.7 4 19.1 7.6 23 12 23s8-3.9 8-8.3C20 9.3 17.4 4.6 13.5 1ZM11.7 20c-1.8 0-3.2-1.4-3.2-3.1 0-1.6 1-2.7 2.8-3.1 1.8-.4 3.6-1.2 4.6-2.6.4 1.3.6 2.6.6 4 0 2.6-2.1 4.8-4.8 4.8Z" />
  ),
};

export const NOTICE_ICON_NAMES = Object.keys(NOTICE_PATHS);

/** Notice icon by name; unknown names fall back to `info`. */
export function NoticeIcon({ name, ...props }: IconProps & { name: string }) {
  const path = NOTICE_PATHS[name] ?? NOTICE_PATHS.info;
  return (
    <Svg {...props} className={props.className ?? 'notice__icon'}>
      {path}
    </Svg>
  );
}

const SOCIAL_PATHS: Record<string, ReactElement> = {
  facebook: (
    <path d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12Z" />
  ),
  instagram: (
    <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM21.9 7.9c-.1-1.6-.4-3-1.6-4.2S17.7 2.2 16.1 2.1C14.5 2 9.5 2 7.9 2.1 6.3 2.2 4.9 2.5 3.7 3.7S2.2 6.3 2.1 7.9C2 9.5 2 14.5 2.1 16.1c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 6.6.1 8.2 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.6 0-8.2Zm-2 10a3.3 3.3 0 0 1-1.9 1.9c-1.3.5-4.4.4-5.9.4s-4.6.1-5.9-.4a3.3 3.3 0 0 1-1.9-1.9c-.5-1.3-.4-4.4-.4-5.9s-.1-4.6.4-5.9A3.3 3.3 0 0 1 6.2 4.2C7.4 3.7 10.5 3.8 12 3.8s4.6-.1 5.9.4a3.3 3.3 0 0 1 1.9 1.9c.5 1.3.4 4.4.4 5.9s.1 4.6-.4 5.9Z" />
  ),
  youtube: (
    <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.8 15V9l5.7 3-5.7 3Z" />
  ),
  x: (
    <path d="M17.8 2.5h3.3l-7.2 8.2 8.4 11.1h-6.6l-5.2-6.8-5.9 6.8H1.3l7.7-8.8L1 2.5h6.8l4.7 6.2 5.3-6.2Zm-1.2 17.3h1.8L6.5 4.4H4.5l12.1 15.4Z" />
  ),
};

/** Social network icon (facebook, instagram, youtube, x); unknown names render nothing. */
export function SocialIcon({ name, ...props }: IconProps & { name: string }) {
  const path = SOCIAL_PATHS[name];
  if (!path) return null;
  return <Svg {...props}>{path}</Svg>;
}

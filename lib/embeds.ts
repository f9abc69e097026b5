/**
 * Embeds (pure): the provider HTML from /embed/data is never injected. We read the iframe's src, accept it
 * only for the privacy-friendly player hosts, and build our own iframe from that src and the oEmbed size.
 */
import { VIDEO_EMBED_MAX } from '@/lib/config/constants';
import { isHttpUrl } from '@/lib/validators';

export const PLAYER_HOSTS: readonly string[] = ['www.youtube-nocookie.com', 'youtube-nocookie.com', 'player.vimeo.com'];

export interface Player {
  src: string;
  width: number;
  height: number;
  title: string;
  provider: string;
}

export interface PhotoCard {
  title: string;
  author: string;
  /** https image URL or '' */
  thumbnail: string;
  url: string;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", apos: "'", lt: '<', gt: '>' };
const decode = (s: string) => s.replace(/&(amp|quot|#39|apos|lt|gt);/g, (_, e: string) => ENTITIES[e]);

/**
 * How much of an oEmbed html string is searched for its iframe: a player's snippet is a few hundred characters,
 * and the search below costs the square of a string of many unclosed `<iframe` tags.
 */
export const MAX_EMBED_HTML_CHARS = 4_000;

/** The iframe src of an oEmbed html string (first iframe only, within its first MAX_EMBED_HTML_CHARS), or null. */
export function iframeSrcOf(html: unknown): string | null {
  if (typeof html !== 'string') return null;
  const m = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(html.slice(0, MAX_EMBED_HTML_CHARS));
  return m ? decode(m[1] ?? m[2] ?? '') : null;
}

/** A player URL on an allowed host, rebuilt from its parts (https, path only, no query/hash), or null. */
export function allowedPlayerSrc(src: string | null | undefined): string | null {
  if (!src) return null;
  let u: URL;
  try {
    u = new URL(src);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' || u.username || u.password || u.port) return null;
  const host = u.hostname.toLowerCase();
  if (!PLAYER_HOSTS.includes(host)) return null;
  const ok = host === 'player.vimeo.com' ? /^\/video\/\d{1,12}$/.test(u.pathname) : /^\/embed\/[A-Za-z0-9_-]{11}$/.test(u.pathname);
  return ok ? `https://${host}${u.pathname}` : null;
}

const positive = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

/** Size within 1000×500, keeping the aspect ratio (16:9 when unknown). */
export function fitSize(width: unknown, height: unknown): { width: number; height: number } {
  const w = positive(width) ?? 640;
  const h = positive(height) ?? Math.round((w * 9) / 16);
  const scale = Math.min(1, VIDEO_EMBED_MAX.width / w, VIDEO_EMBED_MAX.height / h);
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

/** Our player from an oEmbed object, or null when it is not a video on an allowed host. */
export function playerFromOEmbed(oembed: unknown, fallbackTitle = ''): Player | null {
  if (!oembed || typeof oembed !== 'object') return null;
  const o = oembed as Record<string, unknown>;
  const src = allowedPlayerSrc(iframeSrcOf(o.html));
  if (!src) return null;
  const title = (typeof o.title === 'string' && o.title.trim()) || fallbackTitle || 'Video';
  const provider = (typeof o.provider_name === 'string' && o.provider_name.trim()) || new URL(src).hostname;
  return { src, title, provider, ...fitSize(o.width, o.height) };
}

/** The media URL to ask /embed/data about, with the size limits appended (the service honours them). */
export function embedRequestUrl(url: string): string | null {
  if (!isHttpUrl(url)) return null;
  const u = new URL(url.trim());
  u.searchParams.set('maxwidth', String(VIDEO_EMBED_MAX.width));
  u.searchParams.set('maxheight', String(VIDEO_EMBED_MAX.height));
  return u.toString();
}

/** 'www.youtube.com' → 'youtube.com' for link text. */
export function hostLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * How a player starts (docs/product.md#embeds-and-files): `'on-request'` once the visitor pressed Play — at once,
 * with sound and the provider's controls; `'background'` — muted, looping and without controls (the home hero's
 * autoplay, docs/product.md#hero-video).
 */
export type PlayerStart = 'on-request' | 'background';

const START_PARAMS: Record<'youtube' | 'vimeo', Record<PlayerStart, Record<string, string>>> = {
  youtube: {
    'on-request': { autoplay: '1', rel: '0' },
    // A single video loops only as a playlist of itself (`playlist` is added below).
    background: { autoplay: '1', mute: '1', loop: '1', controls: '0', playsinline: '1', rel: '0' },
  },
  vimeo: {
    'on-request': { autoplay: '1', dnt: '1' },
    background: { autoplay: '1', muted: '1', loop: '1', background: '1', dnt: '1' },
  },
};

/** The src of our iframe for a vetted player (playerFromOEmbed), with the provider's parameters for `start`. */
export function playerSrc(player: Pick<Player, 'src'>, start: PlayerStart): string {
  const url = new URL(player.src);
  const provider = url.hostname === 'player.vimeo.com' ? 'vimeo' : 'youtube';
  for (const [name, value] of Object.entries(START_PARAMS[provider][start])) url.searchParams.set(name, value);
  if (provider === 'youtube' && start === 'background') url.searchParams.set('playlist', url.pathname.split('/').pop() ?? '');
  return url.toString();
}

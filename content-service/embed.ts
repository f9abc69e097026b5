import type { WireOEmbed } from '../content-client/wire';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const DEFAULT_WIDTH = 640;
const DEFAULT_HEIGHT = 360;
const MAX_WIDTH = 1000;
const MAX_HEIGHT = 500;

interface Video {
  provider: 'YouTube' | 'Vimeo';
  src: string;
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const parts = url.pathname.split('/');
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else if (parts[1] === 'embed' || parts[1] === 'shorts' || parts[1] === 'live') id = parts[2] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'vimeo.com') id = parts.find((p) => VIMEO_ID.test(p));
  else if (host === 'player.vimeo.com' && parts[0] === 'video') id = parts[1];
  return id && VIMEO_ID.test(id) ? id : null;
}

function videoOf(url: URL): Video | null {
  const yt = youtubeId(url);
  if (yt) return { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { provider: 'Vimeo', src: `https://player.vimeo.com/video/${vimeo}` };
  return null;
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function dimension(raw: string | null, max: number): number | null {
  if (!raw || !/^\d{1,5}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? Math.min(n, max) : null;
}

/** 16:9 box within `maxwidth`/`maxheight` (from the media URL's query, as the site appends them). */
function size(url: URL): { width: number; height: number } {
  const maxWidth = dimension(url.searchParams.get('maxwidth'), MAX_WIDTH) ?? DEFAULT_WIDTH;
  const maxHeight = dimension(url.searchParams.get('maxheight'), MAX_HEIGHT) ?? MAX_HEIGHT;
  let width = maxWidth;
  let height = Math.round((width * 9) / 16);
  if (height > maxHeight) {
    height = maxHeight;
    width = Math.round((height * 16) / 9);
  }
  return { width, height: height || DEFAULT_HEIGHT };
}

/** oEmbed data for a YouTube or Vimeo URL, or null for anything else. */
export function oembedFor(rawUrl: string): WireOEmbed | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const video = videoOf(url);
  if (!video) return null;
  const { width, height } = size(url);
  const title = `${video.provider} video`;
  const html =
    `<iframe src="${escapeAttribute(video.src)}" width="${width}" height="${height}" title="${escapeAttribute(title)}"` +
    ` frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"` +
    ` allowfullscreen loading="lazy"></iframe>`;
  return { type: 'video', version: '1.0', html, title, provider_name: video.provider, width, height };
}

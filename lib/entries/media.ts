/** Embeds and files: wire → app. */
import { arr, isObj, str } from './coerce';
import type { Embed, FileItem } from './types';

/** description and ip_attribution joined by an en dash, blanks skipped. */
export function caption(description: unknown, attribution: unknown): string {
  return [str(description).trim(), str(attribution).trim()].filter(Boolean).join(' – ');
}

export function normalizeEmbed(wire: unknown): Embed | null {
  if (!isObj(wire)) return null;
  const url = typeof wire.url === 'string' ? wire.url.trim() : '';
  if (!url) return null;
  return {
    id: str(wire.id),
    url,
    title: str(wire.title),
    description: str(wire.description),
    locale: str(wire.locale),
    attribution: str(wire.ip_attribution),
    caption: caption(wire.description, wire.ip_attribution),
  };
}

export function normalizeFile(wire: unknown): FileItem | null {
  if (!isObj(wire)) return null;
  const url = typeof wire.url === 'string' ? wire.url.trim() : '';
  if (!url) return null;
  const type = str(wire.type);
  return {
    id: str(wire.id),
    name: str(wire.name),
    title: str(wire.title),
    description: str(wire.description),
    attribution: str(wire.ip_attribution),
    locale: str(wire.locale),
    type,
    url,
    caption: caption(wire.description, wire.ip_attribution),
    isImage: type.startsWith('image/'),
    ...(typeof wire.width === 'number' && wire.width > 0 ? { width: wire.width } : {}),
  };
}

export function normalizeEmbeds(list: unknown): Embed[] {
  return arr(list).map(normalizeEmbed).filter((e): e is Embed => e !== null);
}

export function normalizeFiles(list: unknown): FileItem[] {
  return arr(list).map(normalizeFile).filter((f): f is FileItem => f !== null);
}

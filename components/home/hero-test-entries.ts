// Home entries with hero media for the Hero tests.
import type { WireEntry, WireFile } from '@/content-client/wire';
import { normalizeEntry, type Entry } from '@/lib/entries';

export function slideFile(name: string, url = `/images/${name}.svg`): WireFile {
  return { id: name, name: `${name}.svg`, title: `The ${name}`, description: '', ip_attribution: '', locale: 'en', type: 'image/svg+xml', url } as WireFile;
}

export const SUMMER_VIDEO = { id: 'summer', url: 'https://www.youtube.com/watch?v=Lk8sUmWh2Tq', title: 'A summer day in Whitefish', description: '', locale: 'en', ip_attribution: '' };

/** A home entry whose hero is `media`; `video` items go into its "Hero Video" element. */
export function homeEntry(media: string, files: WireFile[] = [], image = '/images/lake.svg', video: object[] = []): Entry {
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
      { id: 'hero-video', type: 'embed', name: 'Hero Video', preferences: {}, data: video },
    ],
  } as unknown as WireEntry;
  const entry = normalizeEntry(wire);
  if (!entry) throw new Error('bad entry');
  return entry;
}

export const THREE = [slideFile('mountains'), slideFile('lake'), slideFile('trail')];

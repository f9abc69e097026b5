import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { WireElement, WireEntry, WireFile, WireOption } from '../../content-client/wire';
import OpeningHours from 'opening_hours';
import { buildSeed } from './index';
import { SITE_IDS } from './ids';

const NOW = new Date('2025-06-18T18:30:00Z'); // 12:30 in Whitefish (MDT)
const seed = buildSeed(NOW);
const PUBLIC_DIR = join(__dirname, '..', '..', 'public');

const el = (e: WireEntry, id: string): WireElement | undefined => e.elements.find((x) => x.id === id);
const typeIds = (e: WireEntry) => e.types.map((t) => t.id);
const site = seed.entries.find((e) => e.id === SITE_IDS.site)!;
const categories = JSON.parse(el(site, 'categories')!.data as string) as {
  categories: { key: string; options: WireOption[] }[];
};

/** list key → [type filter, categories key] (MODEL.md: list views filter). */
const LISTS: Record<string, string> = {
  deals: 'deal',
  dine: 'dine',
  events: 'event',
  explore: 'explore',
  here: 'here',
  media: 'media',
  meetings: 'meetings',
  members: 'member',
  more: 'more',
  professional: 'professional',
  shop: 'shop',
  stay: 'stay',
  webcam: 'webcam',
};
const MAPPED = ['explore', 'here', 'dine', 'meetings', 'more', 'professional', 'shop', 'stay', 'webcam'];
const ofType = (type: string) => seed.entries.filter((e) => typeIds(e).includes(type));

describe('buildSeed', () => {
  it('is deterministic for a given now', () => {
    expect(buildSeed(new Date(NOW))).toEqual(seed);
  });

  it('has unique UUID-shaped entry and contact ids', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const ids = [...seed.entries, ...seed.contacts].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(uuid);
  });

  it('covers every entry type and sub-type of the content model', () => {
    const all = new Set(seed.entries.flatMap(typeIds));
    for (const t of ['article', 'about', 'here', 'informational', 'more', 'deal', 'dine', 'event', 'explore', 'general',
      'hero', 'home', 'meetings', 'notice', 'professional', 'resource', 'media', 'member', 'section', 'shop', 'site',
      'stay', 'webcam']) {
      expect(all).toContain(t);
    }
    for (const e of seed.entries) {
      if (typeIds(e)[0] === 'article' || typeIds(e)[0] === 'resource') expect(e.types).toHaveLength(2);
    }
  });

  it('contains every named site entry from MODEL.md', () => {
    const ids = new Set(seed.entries.map((e) => e.id));
    for (const [key, id] of Object.entries(SITE_IDS)) {
      expect({ key, present: ids.has(id) }).toEqual({ key, present: true });
    }
  });

  it('sets base fields on every entry', () => {
    for (const e of seed.entries) {
      expect(e.title).toBeTruthy();
      expect(e.users).toHaveLength(1);
      expect(Date.parse(e.date_time.init)).toBeLessThanOrEqual(NOW.getTime());
      expect(Date.parse(e.date_time.edit)).toBeLessThanOrEqual(NOW.getTime());
      if (e.phase === 4) expect(Date.parse(e.public!)).toBeLessThan(NOW.getTime());
      for (const x of e.elements) {
        expect(x.name).toBeTruthy();
        expect(x.preferences).toBeDefined();
      }
    }
  });

  it('has groups featured (prioritized) and spotlight', () => {
    expect(seed.groups).toEqual([
      { id: 'featured', name: 'Featured', prioritized: true },
      { id: 'spotlight', name: 'Spotlight', prioritized: false },
    ]);
    expect(seed.entries.some((e) => e.groups.includes('featured'))).toBe(true);
    expect(seed.entries.some((e) => e.groups.includes('spotlight'))).toBe(true);
  });

  describe.each(Object.entries(LISTS))('list %s', (list, type) => {
    const entries = ofType(type);
    const options = categories.categories.find((c) => c.key === list)?.options ?? [];

    it('has ≥ 10 entries, mostly published, with drafts', () => {
      expect(entries.length).toBeGreaterThanOrEqual(10);
      expect(entries.filter((e) => e.phase === 4).length).toBeGreaterThanOrEqual(10);
      expect(entries.some((e) => e.phase >= 1 && e.phase <= 3)).toBe(true);
      expect(entries.some((e) => e.groups.includes('featured'))).toBe(true);
    });

    it('spreads entries over 3–5 category options that exist in the site categories', () => {
      expect(options.length).toBeGreaterThanOrEqual(3);
      expect(options.length).toBeLessThanOrEqual(5);
      const used = new Set<string>();
      for (const e of entries) {
        const cat = el(e, 'category')!;
        expect(cat.options).toEqual(options);
        for (const o of cat.data as WireOption[]) {
          expect(options).toContainEqual(o);
          used.add(o.id);
        }
      }
      expect(used.size).toBe(options.length);
    });

    if (MAPPED.includes(list)) {
      it('gives published entries a geo point near Whitefish', () => {
        for (const e of entries.filter((x) => x.phase === 4)) {
          const g = el(e, 'geo')!.data as { point: string };
          const [lon, lat] = g.point.split(',').map(Number);
          expect(Math.abs(lon + 114.34)).toBeLessThan(0.5);
          expect(Math.abs(lat - 48.41)).toBeLessThan(0.3);
        }
      });
    }
  });

  it('gives businesses contacts, websites and booking / reservation links', () => {
    const contactIds = new Set(seed.contacts.map((c) => c.id));
    for (const type of ['dine', 'stay', 'shop', 'professional', 'meetings']) {
      for (const e of ofType(type).filter((x) => x.phase === 4)) {
        const refs = el(e, 'contact')!.data as { id: string }[];
        for (const r of refs) expect(contactIds).toContain(r.id);
      }
    }
    expect(ofType('stay').filter((e) => el(e, 'url-book')).length).toBeGreaterThanOrEqual(8);
    expect(ofType('dine').filter((e) => el(e, 'url-reserve')).length).toBeGreaterThanOrEqual(8);
    expect(ofType('dine').every((e) => e.phase !== 4 || el(e, 'hours'))).toBe(true);
  });

  it('gives dine, shop, explore and here listings hours a machine can read, beside the text, every value valid', () => {
    const withHours = seed.entries.filter((e) => el(e, 'opening-hours'));
    for (const type of ['dine', 'shop', 'explore', 'here']) expect(withHours.some((e) => typeIds(e).includes(type))).toBe(true);
    // every entry with machine-readable hours also has the text visitors read
    for (const e of withHours) expect(el(e, 'hours')?.data).toBeTruthy();
    const invalid = withHours.filter((e) => {
      try {
        new OpeningHours(el(e, 'opening-hours')!.data as string, null, { mode: 0, tag_key: 'opening_hours', map_value: false, warnings_severity: undefined, locale: 'en' });
        return false;
      } catch {
        return true;
      }
    });
    // Malformed hours are the tests' own content (tests/fixtures/malformed-hours.ts), not the sample's.
    expect(invalid.map((e) => e.title)).toEqual([]);
    const values = withHours.map((e) => el(e, 'opening-hours')!.data);
    expect(values).toEqual(expect.arrayContaining(['Mo-Su 16:00-02:00', 'May 1-Oct 15: Th-Su 11:00-16:00; Dec 1-Apr 5: Mo-Su 10:00-15:00']));
  });

  it('has ≥ 25 events: past, today, upcoming, multi-day and recurring', () => {
    const events = ofType('event');
    expect(events.length).toBeGreaterThanOrEqual(25);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(NOW);
    const ranges = events.map((e) => el(e, 'event-datetime')!.data as [string, string][]);
    for (const r of ranges.flat().flat()) expect(r).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[67]:00$/);
    const flat = ranges.flat();
    expect(flat.some(([, end]) => Date.parse(end) < NOW.getTime())).toBe(true);
    expect(flat.some(([start]) => start.slice(0, 10) === today)).toBe(true);
    expect(flat.filter(([start]) => Date.parse(start) > NOW.getTime()).length).toBeGreaterThan(20);
    expect(flat.some(([start, end]) => start.slice(0, 10) !== end.slice(0, 10))).toBe(true);
    expect(ranges.filter((r) => r.length >= 4).length).toBeGreaterThanOrEqual(2);
    // Summer dates use MDT, winter dates MST.
    expect(flat.some(([s]) => s.endsWith('-06:00'))).toBe(true);
    expect(flat.some(([s]) => s.endsWith('-07:00'))).toBe(true);
  });

  it('has notices in every phase and format, each appearance well-formed, all referenced by the site', () => {
    const notices = ofType('notice');
    expect(new Set(notices.map((n) => n.phase))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(notices.map((n) => el(n, 'notice')!.preferences!.iana_type))).toEqual(
      new Set(['text/plain', 'text/markdown', 'text/html']),
    );
    for (const n of notices) {
      expect(JSON.parse(el(n, 'appearance')!.data as string)).toEqual({
        background: { color: expect.any(String) },
        icon: { name: expect.any(String), size: expect.anything(), color: expect.any(String) },
        text: { color: expect.any(String), fontSize: expect.anything(), lineHeight: expect.anything(), verticalAlign: expect.any(String) },
        link: { color: expect.any(String) },
      });
    }
    const refs = el(site, 'notices')!.data as { id: string; phase: number }[];
    expect(refs).toEqual(notices.map((n) => ({ id: n.id, phase: n.phase })));
  });

  it('has a site entry with categories, a geo map and footer contacts', () => {
    expect(categories.categories.map((c) => c.key).sort()).toEqual(Object.keys(LISTS).sort());
    const g = el(site, 'geo')!.data as { features: { json: string; type: { id: string } }[] };
    const kinds = g.features.map((f) => (JSON.parse(f.json) as { type: string }).type);
    expect(kinds.filter((k) => k === 'LineString').length).toBeGreaterThanOrEqual(2);
    expect(kinds.filter((k) => k === 'Point').length).toBeGreaterThanOrEqual(4);
    expect(kinds.filter((k) => k === 'Polygon').length).toBeGreaterThanOrEqual(2);
    const typeIdsInMap = new Set(g.features.map((f) => f.type.id));
    for (const id of typeIdsInMap) expect(seed.featureTypes.map((t) => t.id)).toContain(id);
    for (const t of seed.featureTypes) expect(t.color).toMatch(/^[0-9a-f]{6}$/);
    const contactIds = new Set(seed.contacts.map((c) => c.id));
    for (const id of ['contacts-primary', 'contacts-site']) {
      const refs = el(site, id)!.data as { id: string }[];
      expect(refs.length).toBeGreaterThan(0);
      for (const r of refs) expect(contactIds).toContain(r.id);
    }
  });

  it('has 15+ contacts with the required variety', () => {
    const cs = seed.contacts;
    expect(cs.length).toBeGreaterThanOrEqual(15);
    const phones = cs.flatMap((c) => c.phones ?? []);
    expect(phones.some((p) => p.extension)).toBe(true);
    for (const p of phones) expect(p.number).toEqual({ text: expect.any(String), e164: expect.stringMatching(/^\+1\d{10}$/), i18n: expect.any(String) });
    const locations = cs.flatMap((c) => c.locations ?? []);
    expect(locations.some((l) => l.point)).toBe(true);
    expect(locations.some((l) => !l.point && l.detail)).toBe(true);
    expect(cs.some((c) => c.name && !c.organization)).toBe(true);
  });

  it('uses YouTube, Vimeo and Instagram embeds, and homes cover every hero-media option', () => {
    const urls = seed.entries.flatMap((e) => e.elements.filter((x) => x.type === 'embed').flatMap((x) => (x.data as { url: string }[]).map((d) => d.url)));
    expect(urls.some((u) => u.includes('youtube.com'))).toBe(true);
    expect(urls.some((u) => u.includes('vimeo.com'))).toBe(true);
    expect(urls.some((u) => u.includes('instagram.com'))).toBe(true);
    const heroMedia = ofType('home').map((h) => (el(h, 'hero-media')!.data as WireOption[])[0].id);
    expect(new Set(heroMedia)).toEqual(new Set(['image', 'none', 'slides', 'video']));
  });

  it('points every file and webcam URL at a file under public/', () => {
    const files = seed.entries.flatMap((e) => e.elements.filter((x) => x.type === 'file').flatMap((x) => x.data as WireFile[]));
    expect(files.some((f) => f.type === 'application/pdf')).toBe(true);
    const webcams = ofType('webcam').map((e) => el(e, 'url-webcam')!.data as string);
    expect(webcams.length).toBeGreaterThanOrEqual(10);
    for (const url of [...files.map((f) => f.url), ...webcams]) {
      expect(url).toMatch(/^\/(images|files|webcams)\//);
      expect({ url, exists: existsSync(join(PUBLIC_DIR, url)) }).toEqual({ url, exists: true });
    }
  });

  it('only references entries that exist (featured, notices)', () => {
    const ids = new Set(seed.entries.map((e) => e.id));
    for (const e of seed.entries) {
      for (const x of e.elements.filter((y) => y.type === 'entry')) {
        for (const r of x.data as { id: string }[]) expect(ids).toContain(r.id);
      }
    }
  });
});

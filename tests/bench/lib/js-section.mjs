// Section 3 of the bench: first-visit JS of our pages by kind, against the bare-Next floor built in the same run.
import fs from 'node:fs';
import path from 'node:path';
import { bundlerOf, startFloorApp } from './floor-app.mjs';
import { measureBackground } from './background.mjs';
import { compareWithFloor, measureJs } from './js.mjs';
import { sampleMachine } from '../../../scripts/lib/machine-busy.mjs';

/** Entry links (`/entries/{slug}/{id}`) in the main content of `origin + listPath`, in page order. */
export async function entryLinks(origin, listPath) {
  const html = await (await fetch(`${origin}${listPath}`)).text();
  const main = html.slice(Math.max(0, html.indexOf('<main')));
  return [...new Set([...main.matchAll(/href="(\/entries\/[^"?#]+)"/g)].map((m) => m[1]))];
}

/**
 * The pages measured, by kind. `reference` names the page of the same kind without the form / embed.
 * Entries: the first stay entry (as the rest of the bench), the seed's event with a video embed (Whitefish Winter
 * Carnival, a Vimeo link) and, as its reference, the first other event. Content pages: /wifi (no form, no embed),
 * /about-whitefish (contact form), /travel-guide-orders (guide order form), /mtb (a YouTube embed). Home pages:
 * / and /home-summer (a hero video), judged like / and compared with it.
 */
export async function jsPages(origin) {
  // A server just started answers its lists once its replica has synced: on a loaded machine that takes seconds.
  let [stayEntry] = await entryLinks(origin, '/stay');
  for (const until = Date.now() + 60_000; !stayEntry && Date.now() < until; [stayEntry] = await entryLinks(origin, '/stay')) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (!stayEntry) throw new Error('no entry link on /stay');
  const events = await entryLinks(origin, '/events');
  const carnival = events.find((href) => /winter-carnival/.test(href));
  const plainEvent = events.find((href) => href !== carnival);
  const pages = [
    { name: 'home', kind: 'home', path: '/' },
    { name: 'home: hero video', kind: 'home', path: '/home-summer', reference: 'home' },
    { name: 'stay', kind: 'list', path: '/stay' },
    { name: 'events', kind: 'list', path: '/events' },
    { name: 'entry (stay)', kind: 'entry', path: stayEntry },
    plainEvent && { name: 'entry (event)', kind: 'entry', path: plainEvent },
    { name: 'content /wifi', kind: 'content', path: '/wifi' },
    { name: 'content /privacy', kind: 'content', path: '/privacy' },
    { name: 'form: contact', kind: 'form', path: '/about-whitefish', reference: 'content /wifi' },
    { name: 'form: guide order', kind: 'form', path: '/travel-guide-orders', reference: 'content /wifi' },
    carnival && { name: 'embed: event video', kind: 'embed', path: carnival, reference: plainEvent ? 'entry (event)' : 'entry (stay)' },
    { name: 'embed: content video', kind: 'embed', path: '/mtb', reference: 'content /wifi' },
    { name: 'map', kind: 'map', path: '/map' },
    { name: 'stay map', kind: 'map', path: '/stay?tab=map' },
  ];
  return pages.filter(Boolean);
}

/** Pages whose first visit's background transfer is measured: the home page (the installed site's start) and a list. */
const BACKGROUND_PATHS = ['/', '/stay'];

/**
 * First-visit JS of our pages (jsPages) on `origin`, and a first visit's background transfer with and without the
 * service worker; the array carries both machine samples taken before.
 */
export async function measureOurPages({ origin, log = () => {} }) {
  const pages = await jsPages(origin);
  log(`   our pages: ${pages.map((p) => p.path).join(' ')}`);
  const machineBefore = await sampleMachine();
  const measured = await measureJs(origin, pages);
  log(`   background transfer of a first visit, with and without the worker: ${BACKGROUND_PATHS.join(' ')}`);
  const backgroundMachineBefore = await sampleMachine();
  const background = { visits: await measureBackground(origin, BACKGROUND_PATHS), machineBefore: backgroundMachineBefore };
  return Object.assign(measured, { machineBefore, background });
}

const nextVersionIn = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/next/package.json'), 'utf8')).version;

/** Builds and starts the floor app with the bundler our build in `buildDir` used: { origin, stop, … }. */
export function startFloor({ buildDir, tmp, log = () => {} }) {
  log('   floor: building a bare Next app (same Next, React, bundler)');
  return startFloorApp({ dir: path.join(tmp, 'floor-app'), logDir: tmp, bundler: bundlerOf(buildDir) });
}

/** Measures the floor app: `app` when it runs already (left running), else one built, started and stopped here. */
export async function measureFloor({ buildDir, tmp, log = () => {}, app = null }) {
  const floorApp = app ?? (await startFloor({ buildDir, tmp, log }));
  try {
    const machineBefore = await sampleMachine();
    const [floor] = await measureJs(floorApp.origin, [{ name: 'floor', kind: 'floor', path: '/' }]);
    return { ...floor, next: nextVersionIn(floorApp.dir), bundler: floorApp.bundler, buildMs: floorApp.buildMs, machineBefore };
  } finally {
    if (!app) await floorApp.stop();
  }
}

/** The whole section: our pages on `origin` (built in `buildDir`), then the floor, compared. */
export async function jsSection({ origin, buildDir, tmp, log = () => {} }) {
  const ours = await measureOurPages({ origin, log });
  const floor = await measureFloor({ buildDir, tmp, log });
  return { ...compareWithFloor(floor, ours), background: ours.background, machineBefore: ours.machineBefore };
}

// Section 6 of the bench: how long a phone's first taps take to answer (Event Timing, as INP counts them). Each
// control of each page kind is tapped about a second after its page's load event, as a visitor looks before
// tapping, in Lighthouse's mobile profile (390×844, touch, the CPU 4× slower, 1.6 Mbps / 150 ms through the
// DevTools protocol: scripts/lib/phone-profile.mjs), in a fresh browser context each run (a first visit). A tap
// made before the part's code has arrived is held and carried out once it has (components/hydration/OnDemandScript.tsx):
// its own interaction returns at once, and the synthetic click that carries it out is not counted by Event Timing.
// A control's figure is the longest interaction from its tap until its in-place result shows (the key presses of
// a field typed into count too); its median over the runs is judged at ≤ 200 ms, INP's "good" bound.
import { chromium, devices } from '@playwright/test';
import { median } from '../../../scripts/lib/bench-stats.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';
import { sampleMachine } from '../../../scripts/lib/machine-busy.mjs';
import { PHONE_VIEWPORT, recordInteractions, throttleLikeAPhone } from '../../../scripts/lib/phone-profile.mjs';

export const TAP_BOUND_MS = 200;
/** Event Timing reports interactions of 16 ms and longer (its smallest durationThreshold); shorter ones count as 16. */
const UNSEEN_MS = 16;
const AFTER_LOAD_MS = 1000;
const RESULT_TIMEOUT_MS = 30_000;

const main = (page) => page.getByRole('main');
const menu = (page) => page.getByRole('button', { name: 'Menu' });
const menuOpens = { control: 'Menu', tap: async (page) => menu(page).tap(), done: async (page) => waitFor(() => menu(page).getAttribute('aria-expanded'), 'true') };
const saveToggle = (locate) => ({
  control: 'Save toggle',
  tap: async (page) => locate(page).tap(),
  done: async (page) => waitFor(() => locate(page).getAttribute('aria-pressed'), 'true'),
});

async function waitFor(read, expected) {
  const until = Date.now() + RESULT_TIMEOUT_MS;
  for (;;) {
    if ((await Promise.resolve().then(read).catch(() => null)) === expected) return;
    if (Date.now() > until) throw new Error(`expected ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The controls tapped, by page kind (the addresses of scripts/lib/page-kinds.mjs), and the in-place result each waits for. */
export function tapPlan(kinds) {
  const cards = (page) => main(page).locator('[data-list-item]');
  return [
    {
      kind: 'home',
      path: kinds.home,
      control: 'carousel: Next slide',
      tap: async (page) => page.getByRole('region', { name: 'Photos' }).getByRole('button', { name: 'Next slide' }).tap({ timeout: RESULT_TIMEOUT_MS }),
      done: async (page) => waitFor(() => page.getByRole('region', { name: 'Photos' }).getByRole('button', { name: 'Previous slide' }).isEnabled(), true),
    },
    { kind: 'home', path: kinds.home, ...menuOpens },
    { kind: 'seasonal home', path: kinds['seasonal home'], ...menuOpens },
    {
      kind: 'list',
      path: kinds.list,
      control: 'Map tab',
      tap: async (page) => page.getByRole('navigation', { name: /views$/ }).getByRole('link', { name: 'Map' }).tap(),
      done: async (page) => waitFor(async () => new URL(page.url()).searchParams.get('tab') === 'map' && (await page.locator('[data-map-ready]').count()) === 1, true),
    },
    {
      kind: 'list',
      path: kinds.list,
      control: 'Filters row',
      tap: async (page) => main(page).getByRole('search').locator('summary').tap(),
      done: async (page) => waitFor(() => main(page).getByRole('search').getByLabel('Category').isVisible(), true),
    },
    { kind: 'list', path: kinds.list, ...saveToggle((page) => cards(page).first().getByRole('button', { name: /^Save / })) },
    {
      kind: 'list',
      path: '/events',
      control: 'Show more',
      tap: async (page) => {
        const more = main(page).getByRole('link', { name: 'Show more' });
        await more.scrollIntoViewIfNeeded();
        await more.tap();
      },
      done: async (page) => waitFor(async () => (await cards(page).count()) > 24 && new URL(page.url()).searchParams.get('page') === '2', true),
    },
    {
      kind: 'dated events',
      path: kinds['dated events'],
      control: 'When: Any date',
      tap: async (page) => {
        const form = main(page).getByRole('search');
        await form.locator('summary').tap();
        await form.getByLabel('When').selectOption('any'); // the phone's own picker: a change, no click
      },
      done: async (page) => waitFor(() => new URL(page.url()).searchParams.has('when'), false),
    },
    { kind: 'entry', path: kinds.entry, ...saveToggle((page) => main(page).getByRole('button', { name: /^Save / }).first()) },
    { kind: 'event occurrence', path: kinds['event occurrence'], ...saveToggle((page) => main(page).getByRole('button', { name: /^Save / }).first()) },
    {
      kind: 'content page',
      path: kinds['content page'],
      control: 'footer email: tap, type, Enter',
      tap: async (page) => {
        await page.locator('footer form.subscribe').getByRole('textbox', { name: 'Email' }).tap();
        await page.keyboard.type('abc', { delay: 120 });
        await page.keyboard.press('Enter');
      },
      done: async (page) => waitFor(() => page.locator('footer form.subscribe').getByRole('alert').textContent(), 'Please enter a valid email address.'),
    },
    {
      kind: 'form page',
      path: kinds['form page'],
      control: 'Send (empty)',
      tap: async (page) => page.locator('form[data-form="contact"]').getByRole('button', { name: 'Send' }).tap(),
      done: async (page) => waitFor(async () => (await page.locator('form[data-form="contact"]').getByRole('alert').count()) > 0, true),
    },
    {
      kind: 'search',
      path: kinds.search,
      control: 'Search button',
      tap: async (page) => {
        const form = main(page).getByRole('search');
        await form.getByRole('searchbox').fill('bear');
        await form.getByRole('button', { name: 'Search' }).tap();
      },
      done: async (page) => waitFor(() => new URL(page.url()).searchParams.get('q'), 'bear'),
    },
    {
      kind: 'map',
      path: kinds.map,
      control: 'Show interactive map',
      tap: async (page) => page.getByRole('button', { name: 'Show interactive map' }).tap(),
      done: async (page) => waitFor(async () => (await page.locator('[data-map-ready]').count()) === 1, true),
    },
    { kind: 'trip', path: kinds.trip, ...menuOpens },
    {
      kind: 'shared trip',
      path: kinds['shared trip'],
      control: 'Save all',
      tap: async (page) => main(page).getByRole('button', { name: 'Save all to my trip' }).tap({ timeout: RESULT_TIMEOUT_MS }),
      done: async (page) => waitFor(async () => (await page.locator('header').getByRole('link', { name: /My trip, [1-9]\d* saved/ }).count()) === 1, true),
    },
    { kind: '404', path: kinds['404'], ...menuOpens },
  ];
}

/** One run of one control: a fresh phone context, load, a second's look, the tap, its result; the longest interaction. */
async function tapOnce(browser, origin, step) {
  const context = await browser.newContext({ ...PHONE_VIEWPORT, userAgent: devices['Pixel 7'].userAgent });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordInteractions);
    await throttleLikeAPhone(page);
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
    });
    await page.goto(`${origin}${step.path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const tappedAt = await page.evaluate(() => performance.now());
    await step.tap(page);
    await step.done(page);
    await page.waitForTimeout(500); // Event Timing reports an interaction after its next paint
    const interactions = await page.evaluate((since) => {
      const longest = new Map();
      for (const [id, duration, start] of window.__interactions ?? []) if (start >= since) longest.set(id, Math.max(longest.get(id) ?? 0, duration));
      return [...longest.values()];
    }, tappedAt - 1);
    return { ms: Math.max(UNSEEN_MS, ...interactions), interactions: interactions.length, documents };
  } finally {
    await context.close();
  }
}

/** Every control of tapPlan(kinds), `runs` times each: medians, every run's figures, and the verdict. */
export async function measureTaps({ origin, kinds, runs = 3, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const step of tapPlan(kinds)) {
      const all = [];
      for (let i = 0; i < runs; i++) {
        const machineBefore = await sampleMachine();
        try {
          all.push({ ...(await tapOnce(browser, origin, step)), machineBefore });
        } catch (error) {
          all.push({ ms: null, error: `${error.message}`.split('\n')[0], machineBefore });
        }
      }
      const medianMs = median(all.map((r) => r.ms));
      const row = {
        kind: step.kind,
        path: step.path,
        control: step.control,
        medianMs: medianMs == null ? null : Math.round(medianMs),
        maxMs: all.some((r) => r.ms != null) ? Math.round(Math.max(...all.filter((r) => r.ms != null).map((r) => r.ms))) : null,
        failedRuns: all.filter((r) => r.ms == null).length,
        extraDocumentLoads: all.reduce((n, r) => n + Math.max(0, (r.documents ?? 1) - 1), 0),
        busy: all.some((r) => r.machineBefore.busy),
        runs: all,
      };
      row.pass = row.medianMs != null && row.medianMs <= TAP_BOUND_MS && row.failedRuns === 0 && row.extraDocumentLoads === 0;
      log(`   ${step.kind} ${step.control}: median ${row.medianMs ?? '-'} ms (runs ${all.map((r) => (r.ms == null ? `failed: ${r.error}` : Math.round(r.ms))).join(', ')})${row.busy ? ' BUSY' : ''}`);
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return { runs, afterLoadMs: AFTER_LOAD_MS, boundMs: TAP_BOUND_MS, unseenMs: UNSEEN_MS, rows };
}

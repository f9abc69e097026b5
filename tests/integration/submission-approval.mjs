// An editor's approval on one instance reaches both: a submitted event (a draft as the form stores it, written
// straight to the content service so this suite does not depend on the form's own checks) is approved at A's
// /review; within 5 s every occurrence is on A's and B's /events, its page answers with the approved title, and
// /events.ics and the sitemap of both list it. B's pages were read before the approval, so what it serves had to
// change, not merely render for the first time.
import { DEV_PROJECT, DEV_TOKEN, DEV_USERS } from '../../shared/dev-values.mjs';
import { sendFrom } from '../fixtures/loopback-client.mjs';

const WITHIN_MS = 5_000;
const POLL_MS = 200;
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const FORM = { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' };

const dayIn = (iso) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date(iso));

/** Three weekly evenings from next week, as the form's recurrence stores them ([start, end] UTC instants). */
function weeklyPairs(now = Date.now()) {
  const first = new Date(now + 7 * 86_400_000);
  first.setUTCHours(2, 0, 0, 0); // 19:00 or 20:00 in Whitefish, the evening before in UTC terms
  return [0, 1, 2].map((week) => {
    const start = new Date(first.getTime() + week * 7 * 86_400_000);
    return [start.toISOString(), new Date(start.getTime() + 2 * 3_600_000).toISOString()];
  });
}

async function createDraft(elebaseHost, title, pairs) {
  const plain = (id, data) => ({ id, type: 'text', preferences: { iana_type: 'text/plain' }, data });
  const record = { submitter: { name: 'Pat Partner', email: 'pat@example.org' }, venue: { name: 'Lakeside Pavilion', address: '1 Lakeside Blvd, Whitefish, MT 59937' }, duplicates: [] };
  const response = await fetch(`${elebaseHost}/${DEV_PROJECT}/v1/entries`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`:${DEV_TOKEN}`).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      phase: 1,
      types: ['event'],
      elements: [
        { id: 'event-datetime', type: 'datetime', preferences: { data_type: 'date/time' }, data: pairs },
        plain('body', 'Live jazz on the lake every week.'),
        plain('pricing', '$15'),
        plain('submission', JSON.stringify(record)),
      ],
    }),
  });
  const body = await response.json().catch(() => ({}));
  return response.status === 201 || response.ok ? body.data?.id : null;
}

const csrfIn = (html) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? null;

/** Signs the development editor in at `instance`'s /review; returns the session cookie and the queue's CSRF token. */
async function signIn(instance) {
  const from = '127.0.2.254';
  const loginCsrf = csrfIn((await sendFrom(instance.base, { from, path: '/review' })).body);
  const [editor] = DEV_USERS;
  const login = await sendFrom(instance.base, {
    from,
    method: 'POST',
    path: '/api/review/login',
    headers: FORM,
    body: new URLSearchParams({ csrf: loginCsrf ?? '', email: editor.email, password: editor.pwd }).toString(),
  });
  const setCookie = login.headers['set-cookie'];
  const cookie = String(Array.isArray(setCookie) ? setCookie[0] : (setCookie ?? '')).split(';')[0];
  const queue = (await sendFrom(instance.base, { from, path: '/review', headers: { cookie } })).body;
  return { cookie, csrf: csrfIn(queue.slice(queue.indexOf('/api/review/decide'))), queue, from };
}

// Each round of reads comes from a loopback address of its own: the suite's per-client limit is small on purpose.
let round = 0;
const nextClient = () => `127.0.2.${(round++ % 250) + 1}`;

/** GET from `from`, following redirects itself; the body as text. */
async function text(instance, pathname, from) {
  let current = pathname;
  for (let hop = 0; hop < 4; hop += 1) {
    const answer = await sendFrom(instance.base, { from, path: current });
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status > 399 || !location) return { status: answer.status, body: answer.body };
    const next = new URL(location, instance.base);
    current = next.pathname + next.search;
  }
  return { status: 0, body: '' };
}

const h1 = (html) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '').trim() ?? null;

/** What one instance shows of the event: which of its days /events lists, its page, the feed, the sitemap. */
async function shown(instance, id, title, days) {
  const from = nextClient();
  const [list, page, ics, sitemap] = await Promise.all([
    text(instance, `/events?search=${encodeURIComponent(title)}`, from),
    text(instance, `/entries/x/${id}`, from),
    text(instance, '/events.ics', from),
    text(instance, '/sitemap.xml', from),
  ]);
  const listed = days.filter((day) => list.body.includes(`${id}?date=${day}`));
  return {
    list: list.body.includes(title) && listed.length === days.length,
    listedDays: listed.length,
    page: page.status === 200 && h1(page.body) === title,
    ics: ics.body.includes(`SUMMARY:${title}`),
    sitemap: sitemap.body.includes(`/${id}</loc>`),
  };
}
const everywhere = (state) => state.list && state.page && state.ics && state.sitemap;

/** The approval on A and what A and B show within WITHIN_MS. */
export async function approvalReachesBoth(a, b, elebaseHost, { check, pass }) {
  const title = `Integration Jazz ${Date.now().toString(36)}`;
  const pairs = weeklyPairs();
  const days = pairs.map(([start]) => dayIn(start));
  const id = await createDraft(elebaseHost, title, pairs);
  if (!check(Boolean(id), `a submitted event waits as a draft on the content service (${id})`)) return;

  // Both instances have rendered (and cached) their lists, feeds and the sitemap without it.
  const before = await Promise.all([shown(a, id, title, days), shown(b, id, title, days)]);
  check(before.every((state) => !state.list && !state.page && !state.ics && !state.sitemap), 'before the approval neither instance shows it anywhere', JSON.stringify(before));

  const session = await signIn(a);
  if (!check(Boolean(session.csrf) && session.queue.includes(title), 'the editor signs in at A and finds it in the queue', session.cookie ? 'no queue item' : 'no session cookie')) return;
  const approvedTitle = `${title} Approved`;
  const started = Date.now();
  const decided = await sendFrom(a.base, {
    from: session.from,
    method: 'POST',
    path: '/api/review/decide',
    headers: { ...FORM, cookie: session.cookie },
    body: new URLSearchParams({ csrf: session.csrf, id, action: 'approve', title: approvedTitle }).toString(),
  });
  const notice = decided.headers.location ?? '';
  if (!check(decided.status === 303 && notice.endsWith('notice=approved'), `A approves it (${decided.status} → ${notice})`)) return;

  let last = [];
  while (Date.now() - started < WITHIN_MS) {
    last = await Promise.all([shown(a, id, approvedTitle, days), shown(b, id, approvedTitle, days)]);
    if (last.every(everywhere)) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const took = Date.now() - started;
  check(
    last.length === 2 && last.every(everywhere),
    `within ${WITHIN_MS / 1000} s of the approval on A (${(took / 1000).toFixed(1)} s) A and B list all ${days.length} dates on /events and have its page, /events.ics and the sitemap`,
    JSON.stringify({ A: last[0], B: last[1] }),
  );
  if (last.every(everywhere)) pass(`the approved event is public on both instances after ${took} ms`);
}

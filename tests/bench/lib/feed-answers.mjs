// Section 7's open feed: API answers (/api/v1/ places plain, near a point, open now and by text; a week of events;
// an entry) and MCP tool calls (POST /mcp), each kind asked PER_KIND times in turn over HTTP at the origin, at the
// seed and at scale; and whether places near a seed place's own point still name it in a large store (a places
// answer weighs a bounded read of the store, not every place).
import { denverToday } from './content-scale.mjs';
import { timeAnswers, wordPairs } from './replica-scale.mjs';

const PER_KIND = 100;
const DAY_MS = 86_400_000;

const addDays = (day, n) => new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const fixed = (n) => Math.round(n * 10_000) / 10_000;
/** Points on a 10 × 10 grid over the town and the lake's south shore (48.38–48.43 N, 114.40–114.31 W). */
const POINTS = Array.from({ length: PER_KIND }, (_, i) => ({ latitude: fixed(48.38 + (i % 10) * 0.0055), longitude: fixed(-114.4 + Math.floor(i / 10) * 0.01) }));
/** `near=` as the API takes it (at most 8 decimals; 6 are 0.1 m). */
const nearOf = (p) => `${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}`;

/** A JSON-RPC tools/call, with the Origin /mcp checks (fetch sends the loopback Host itself, which it accepts). */
function toolCall(origin, name, args, id) {
  return {
    path: '/mcp',
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', origin },
    body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } }),
  };
}

/** A tool call answered: 200 with a result that is not a tool error. */
function toolAnswered(status, text) {
  if (status !== 200) return false;
  try {
    const body = JSON.parse(text);
    return Boolean(body.result) && !body.result.isError;
  } catch {
    return false;
  }
}

async function json(origin, path) {
  const response = await fetch(`${origin}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** Every place of the store, in the API's name order, following its cursors (the seed: a few pages). */
async function allPlaces(origin) {
  const places = [];
  let cursor = null;
  do {
    const page = await json(origin, `/api/v1/places?limit=100&fields=name,location${cursor ? `&cursor=${cursor}` : ''}`);
    places.push(...page.items);
    cursor = page.next;
  } while (cursor);
  return places;
}

/**
 * What the seed's answers are asked about, found through the API itself: ids of places and events for
 * entries/{id} and entry_details, and `probes`: five places with a map point, spread over the name order.
 */
export async function feedSubjects(origin, today = denverToday()) {
  const places = await allPlaces(origin);
  const events = await json(origin, `/api/v1/events?from=${today}&to=${addDays(today, 91)}&limit=100&fields=name`);
  const located = places.filter((p) => p.location);
  const probes = Array.from({ length: 5 }, (_, k) => located[Math.round((k * (located.length - 1)) / 4)]).map((p) => ({ id: p.id, name: p.name, ...p.location }));
  const ids = [...new Set([...places.map((p) => p.id), ...events.items.map((e) => e.id)])];
  return { ids, probes, places: places.length };
}

/** What each kind of answer asks, as the section's table shows it. */
export const FEED_SHAPES = {
  places: '/api/v1/places',
  'places near': '/api/v1/places?near=<point>&radius=5',
  'places openNow': '/api/v1/places?openNow=true',
  'places q': '/api/v1/places?q=<2 words>',
  'events week': '/api/v1/events?from=<day>&to=<day + 6>',
  'entries/{id}': '/api/v1/entries/<seed place or event>',
  'mcp search': 'POST /mcp tools/call search {query: <2 words>}',
  'mcp places_open_near': 'POST /mcp places_open_near {<point>, radiusKm: 5}',
  'mcp events_between': 'POST /mcp events_between {from, to: a week}',
  'mcp entry_details': 'POST /mcp entry_details {id}',
};

/** The requests of each kind: PER_KIND each, varied (points, words, weeks, ids) but for the fixed plain ones. */
export function feedRequests(origin, { ids, today = denverToday() }) {
  const n = Array.from({ length: PER_KIND }, (_, i) => i);
  const pairs = wordPairs().slice(0, PER_KIND);
  const week = (i) => ({ from: addDays(today, i % 60), to: addDays(today, (i % 60) + 6) });
  const id = (i) => ids[i % ids.length];
  return {
    places: n.map(() => '/api/v1/places'),
    'places near': POINTS.map((p) => `/api/v1/places?near=${nearOf(p)}&radius=5`),
    'places openNow': n.map(() => '/api/v1/places?openNow=true'),
    'places q': pairs.map((q) => `/api/v1/places?q=${q}`),
    'events week': n.map((i) => `/api/v1/events?from=${week(i).from}&to=${week(i).to}`),
    'entries/{id}': n.map((i) => `/api/v1/entries/${id(i)}`),
    'mcp search': pairs.map((q, i) => toolCall(origin, 'search', { query: q.replace('+', ' ') }, i)),
    'mcp places_open_near': POINTS.map((p, i) => toolCall(origin, 'places_open_near', { ...p, radiusKm: 5 }, i)),
    'mcp events_between': n.map((i) => toolCall(origin, 'events_between', week(i), i)),
    'mcp entry_details': n.map((i) => toolCall(origin, 'entry_details', { id: id(i) }, i)),
  };
}

/** p50/p99 of each kind of answer (replica-scale.mjs timeAnswers); a tool call counts only when it answered. */
export async function timeFeed(origin, subjects) {
  const out = {};
  for (const [kind, requests] of Object.entries(feedRequests(origin, subjects))) {
    out[kind] = await timeAnswers(origin, requests, { answered: kind.startsWith('mcp ') ? toolAnswered : undefined });
  }
  return out;
}

/** How many probes /api/v1/places names within 0.1 km of their own map point. */
export async function nearestFound(origin, probes) {
  const missing = [];
  for (const probe of probes) {
    // A store too large to weigh every place answers 400 (docs/product.md#the-open-feed): a miss, with its reason.
    const response = await fetch(`${origin}/api/v1/places?near=${nearOf(probe)}&radius=0.1&limit=100&fields=name`);
    if (response.status !== 200) missing.push(`${probe.name} (${response.status})`);
    else if (!(await response.json()).items.some((item) => item.id === probe.id)) missing.push(probe.name);
  }
  return { found: probes.length - missing.length, count: probes.length, missing };
}

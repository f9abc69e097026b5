import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { PATHS } from '@/lib/config/routes';
import { readSettings } from '@/lib/config/settings';
import { feedContext } from '@/lib/content/feed-context';
import { feedEntry } from '@/lib/content/feed-entry';
import { feedEvents } from '@/lib/content/feed-events';
import { feedPlaces } from '@/lib/content/feed-places';
import { feedSearch, MAX_SEARCH_RESULTS } from '@/lib/content/feed-search';
import { conditionsRecord } from '@/lib/feed/conditions-record';
import { EventsQuery, MAX_PAGE_SIZE, MAX_RADIUS_KM, PLACE_TYPES, PlacesQuery } from '@/lib/feed/params';
import { parseQuery, type Parsed } from '@/lib/feed/query-params';
import { Conditions, EntryDetail, Event, FeedLicense, Place } from '@/lib/feed/records';
import { conditionsReport } from '@/lib/server/conditions/report';

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

const latitude = z.number().min(-90).max(90).describe('Latitude, decimal degrees (Whitefish: 48.41).');
const longitude = z.number().min(-180).max(180).describe('Longitude, decimal degrees (Whitefish: -114.35).');
const radiusKm = z.number().positive().max(MAX_RADIUS_KM).optional().describe('Kilometres around the point (default 5).');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('A day in Whitefish, YYYY-MM-DD.');
const limit = z.number().int().min(1).max(MAX_PAGE_SIZE).optional().describe('At most this many (default 20).');

const listed = <T extends z.ZodType>(item: T) => ({ items: z.array(item), next: z.string().nullable().optional(), ...FeedLicense });

/** A tool's answer: the structured result and the same as JSON text for clients that read text alone. */
function answer(result: object): CallToolResult {
  return { structuredContent: result as Record<string, unknown>, content: [{ type: 'text', text: JSON.stringify(result) }] };
}

const refusal = (message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: message }] });

/** Tool arguments as the API's query string, checked by the API's own schema: the same rules, the same messages. */
function asQuery<S extends z.ZodType>(schema: S, values: Record<string, string | number | undefined>): Parsed<z.output<S>> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  return parseQuery(schema, params);
}

function licensed<T extends object>(value: T, now: Date) {
  const { license, attribution } = feedContext(now);
  return { ...value, license, attribution };
}

type PageRead<Q> = (query: Q, now: Date) => Promise<Parsed<object>>;

/** A page of places or events for tool arguments, or the tool error of a bad one. */
async function pageAnswer<S extends z.ZodType>(schema: S, read: PageRead<z.output<S>>, values: Record<string, string | number | undefined>, now: Date): Promise<CallToolResult> {
  const query = asQuery(schema, values);
  if (!query.ok) return refusal(query.message);
  const page = await read(query.value, now);
  return page.ok ? answer(licensed(page.value, now)) : refusal(page.message);
}

const near = (lat?: number, lon?: number) => (lat === undefined || lon === undefined ? undefined : `${lat},${lon}`);

function currentConditions(now: Date) {
  return conditionsRecord(conditionsReport(now), new URL(PATHS.conditions, `${readSettings().siteUrl}/`).toString());
}

/**
 * The MCP server of /mcp (docs/product.md#the-mcp-server): read-only tools over the same readers as /api/v1/, built
 * anew for each request (stateless: nothing is kept between requests).
 */
export function feedMcpServer(now = new Date()): McpServer {
  const server = new McpServer(
    { name: 'whitefish-visitor-site', title: 'Whitefish, Montana: visitor information', version: '1.0.0' },
    { instructions: 'Places, events, entries and live conditions of Whitefish, Montana, from the official visitor site. Cite each result by its url and give its attribution.' },
  );

  server.registerTool(
    'search',
    {
      title: 'Search Whitefish',
      description: 'Full-text search of the visitor site: places, events, articles. Best matches first, each with its page.',
      inputSchema: { query: z.string().min(2).max(100).describe('Words to look for.'), limit: z.number().int().min(1).max(MAX_SEARCH_RESULTS).optional() },
      outputSchema: listed(Place),
      annotations: { title: 'Search Whitefish', ...READ_ONLY },
    },
    async ({ query, limit: count }) => answer(licensed({ items: await feedSearch(query, count ?? 10, now) }, now)),
  );

  server.registerTool(
    'places_open_near',
    {
      title: 'Places open near a point',
      description: `Places (${PLACE_TYPES.join(', ')}) within a radius of a point that their opening hours say are open at a time (now unless given), nearest first.`,
      inputSchema: {
        latitude,
        longitude,
        radiusKm,
        at: z.string().optional().describe('An instant with its offset, e.g. 2026-12-05T18:30:00-07:00; default now.'),
        type: z.string().optional().describe(`Place types, comma-separated: ${PLACE_TYPES.join(', ')}.`),
        limit,
      },
      outputSchema: listed(Place),
      annotations: { title: 'Places open near a point', ...READ_ONLY },
    },
    async (args) =>
      pageAnswer(
        PlacesQuery,
        feedPlaces,
        { near: near(args.latitude, args.longitude), radius: args.radiusKm, openAt: args.at, openNow: args.at ? undefined : 'true', type: args.type, limit: args.limit },
        now,
      ),
  );

  server.registerTool(
    'events_between',
    {
      title: 'Events between two days',
      description: 'Every event occurrence from one day to another (at most 92 days), in start order, times in America/Denver with offsets; optionally by category or near a point.',
      inputSchema: { from: day, to: day, category: z.string().optional().describe('Category ids, comma-separated.'), latitude: latitude.optional(), longitude: longitude.optional(), radiusKm, limit },
      outputSchema: listed(Event),
      annotations: { title: 'Events between two days', ...READ_ONLY },
    },
    async (args) =>
      pageAnswer(EventsQuery, feedEvents, { from: args.from, to: args.to, category: args.category, near: near(args.latitude, args.longitude), radius: args.radiusKm, limit: args.limit }, now),
  );

  server.registerTool(
    'entry_details',
    {
      title: 'Details of a place or event',
      description: "One entry by id: opening hours and whether it is open now, contacts, directions, links, upcoming dates and its canonical page.",
      inputSchema: { id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/).describe('The `id` of a record from another tool.') },
      outputSchema: EntryDetail.shape,
      annotations: { title: 'Details of a place or event', ...READ_ONLY },
    },
    async ({ id }) => {
      const detail = await feedEntry(id, now);
      return detail ? answer(detail) : refusal('There is no published entry with this id.');
    },
  );

  server.registerTool(
    'current_conditions',
    {
      title: 'Current conditions',
      description: 'Weather alerts, wildfires, air quality and Glacier National Park status, as the site last heard from each agency. The items are the agencies\' own.',
      inputSchema: {},
      outputSchema: Conditions.shape,
      annotations: { title: 'Current conditions', ...READ_ONLY },
    },
    async () => answer(currentConditions(now)),
  );

  server.registerTool(
    'whats_on',
    {
      title: "What's on a day near a place",
      description: 'Trip planning: the events of one day within a radius of a point (all of Whitefish without one), with the alerts in force.',
      inputSchema: { day, latitude: latitude.optional(), longitude: longitude.optional(), radiusKm, limit },
      outputSchema: { ...listed(Event), alerts: z.array(z.object({ kind: z.string(), title: z.string(), summary: z.string(), url: z.string().nullable() })) },
      annotations: { title: "What's on a day near a place", ...READ_ONLY },
    },
    async (args) => {
      const events = await pageAnswer(EventsQuery, feedEvents, { from: args.day, to: args.day, near: near(args.latitude, args.longitude), radius: args.radiusKm, limit: args.limit }, now);
      if (events.isError) return events;
      const alerts = currentConditions(now).sources.flatMap((source) => source.items.filter((item) => item.level >= 2).map(({ kind, title, summary, url }) => ({ kind, title, summary, url })));
      return answer({ ...(events.structuredContent as Record<string, unknown>), alerts });
    },
  );

  return server;
}

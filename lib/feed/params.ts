/**
 * The query parameters of /api/v1/ and the MCP tools' inputs, as zod schemas: the handlers validate with them and
 * ./openapi.ts describes the API from them, so the document and the checks cannot drift apart. Values stay strings
 * here (a query string holds nothing else); ./param-values.ts turns valid ones into numbers, days and instants.
 */
import { z } from 'zod';
import { LIST_VIEWS } from '../config/routes';
import { isCalendarDay } from '../dates';

/** Every list view's type but the events': what /api/v1/places lists. */
export const PLACE_TYPES: readonly string[] = LIST_VIEWS.map((view) => view.type).filter((type) => type !== 'event');
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_RADIUS_KM = 100;
export const DEFAULT_RADIUS_KM = 5;
/** Longest span of days one events query covers. */
export const MAX_EVENT_DAYS = 92;
export const PLACE_FIELDS = ['type', 'name', 'url', 'dateModified', 'categories', 'summary', 'location', 'distanceKm', 'openingHours', 'open', 'image', 'license', 'attribution'] as const;
export const EVENT_FIELDS = ['type', 'name', 'url', 'dateModified', 'categories', 'summary', 'start', 'end', 'allDay', 'location', 'distanceKm', 'image', 'license', 'attribution'] as const;

const listOf = (values: readonly string[], what: string) =>
  z.string().refine((raw) => raw.split(',').every((item) => values.includes(item)), `each ${what} must be one of ${values.join(', ')}.`);

const limit = z
  .string()
  .regex(/^\d{1,3}$/, `must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
  .refine((raw) => Number(raw) >= 1 && Number(raw) <= MAX_PAGE_SIZE, `must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
  .meta({ description: `Records per page (default ${DEFAULT_PAGE_SIZE}).`, example: '20' });

const cursor = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,400}$/, 'is not a cursor this API gave out.')
  .meta({ description: 'The `next` cursor of the previous page, as given (opaque).' });

const near = z
  .string()
  .regex(/^-?\d{1,2}(\.\d{1,8})?,-?\d{1,3}(\.\d{1,8})?$/, 'must be latitude,longitude in decimal degrees, e.g. 48.4106,-114.3528.')
  .refine((raw) => {
    const [lat, lon] = raw.split(',').map(Number);
    return Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  }, 'latitude must be within ±90 and longitude within ±180.')
  .meta({ description: 'Only records within `radius` km of this point (latitude,longitude), nearest first.', example: '48.4106,-114.3528' });

const radius = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,3})?$/, `must be a distance in km, more than 0 and at most ${MAX_RADIUS_KM}.`)
  .refine((raw) => Number(raw) > 0 && Number(raw) <= MAX_RADIUS_KM, `must be a distance in km, more than 0 and at most ${MAX_RADIUS_KM}.`)
  .meta({ description: `Kilometres around \`near\` (default ${DEFAULT_RADIUS_KM}).`, example: '2' });

const q = z.string().trim().min(2, 'must be at least 2 characters.').max(100, 'must be at most 100 characters.').meta({ description: 'Text search.', example: 'lodge' });

const category = z
  .string()
  .regex(/^[a-z0-9-]{1,64}(,[a-z0-9-]{1,64}){0,9}$/, 'must be category ids (lower-case letters, digits, hyphens), comma-separated.')
  .meta({ description: 'Category ids (any of them), as in `categories[].id`.' });

/** An instant with its offset: 2026-12-05T18:30:00-07:00 (or Z). */
const instant = z.iso.datetime({ offset: true, message: 'must be a date and time with its offset, e.g. 2026-12-05T18:30:00-07:00.' });

const day = (what: string) =>
  z.string().refine(isCalendarDay, 'must be a day, YYYY-MM-DD.').meta({ description: what, example: '2026-12-05' });

const fields = (values: readonly string[]) =>
  listOf(values, 'field').meta({ description: `Only these fields (and \`id\`), comma-separated: ${values.join(', ')}.` });

export const PlacesQuery = z
  .strictObject({
    type: listOf(PLACE_TYPES, 'type').meta({ description: `Place types, comma-separated (default all): ${PLACE_TYPES.join(', ')}.`, example: 'dine' }).optional(),
    category: category.optional(),
    q: q.optional(),
    near: near.optional(),
    radius: radius.optional(),
    openAt: instant.meta({ description: 'Only places whose opening hours say they are open at this instant.', example: '2026-12-05T18:30:00-07:00' }).optional(),
    openNow: z.literal('true', { message: "must be 'true'." }).meta({ description: 'Only places open now (by their opening hours).' }).optional(),
    fields: fields(PLACE_FIELDS).optional(),
    limit: limit.optional(),
    cursor: cursor.optional(),
  })
  .refine((query) => !(query.openAt && query.openNow), { message: 'openAt and openNow: give one of them, not both.' })
  .refine((query) => !query.radius || query.near, { message: 'radius: only with near.' })
  .meta({ id: 'PlacesQuery' });

export const EventsQuery = z
  .strictObject({
    from: day('First day, in Whitefish (America/Denver); default today.').optional(),
    to: day(`Last day, inclusive; default six days after \`from\`, at most ${MAX_EVENT_DAYS} days in all.`).optional(),
    category: category.optional(),
    q: q.optional(),
    near: near.optional(),
    radius: radius.optional(),
    fields: fields(EVENT_FIELDS).optional(),
    limit: limit.optional(),
    cursor: cursor.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'to: must not be before from.' })
  .refine((query) => !query.radius || query.near, { message: 'radius: only with near.' })
  .meta({ id: 'EventsQuery' });

export const EntryPath = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'is not an entry id.').meta({ description: 'An entry id (`id` of any record).' }),
});

/** Pages with no parameters of their own (conditions, the OpenAPI document): any key is unknown. */
export const NoQuery = z.strictObject({});

export const ChangesQuery = z
  .strictObject({
    after: cursor.meta({ description: 'The `next` cursor of the previous page; omit to start at the oldest change kept.' }).optional(),
    limit: limit.optional(),
  })
  .meta({ id: 'ChangesQuery' });

export type PlacesQuery = z.output<typeof PlacesQuery>;
export type EventsQuery = z.output<typeof EventsQuery>;
export type ChangesQuery = z.output<typeof ChangesQuery>;

/**
 * The OpenAPI 3.1 description of /api/v1/, generated from the zod schemas the handlers validate with
 * (./params.ts) and the records they answer (./records.ts).
 */
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ChangesQuery, EntryPath, EventsQuery, PlacesQuery } from './params';
import { ChangesPage } from './changes-record';
import { API_BASE } from './paths';
import { Conditions, EntryDetail, ErrorBody, EventsPage, PlacesPage } from './records';

const header = (description: string) => ({ schema: { type: 'string' as const }, description });
const OK_HEADERS = {
  ETag: header('Strong validator of the bytes; send it back in If-None-Match for a 304.'),
  'Last-Modified': header('The newest edit the answer holds.'),
  'Cache-Control': header('How long shared caches may keep it.'),
  RateLimit: header('This client\'s requests left in the window (`"client";r=…`).'),
  'RateLimit-Policy': header('The limit and its window (`"client";q=300;w=60`).'),
};
const json = (schema: z.ZodType) => ({ 'application/json': { schema }, 'application/ld+json': { schema: z.looseObject({}).meta({ description: 'schema.org JSON-LD (a DataFeed), when Accept asks for it.' }) } });
const error = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBody } } });
const COMMON_ERRORS = {
  304: { description: 'Not modified: the ETag (or Last-Modified) the client sent is current.' },
  400: error('A parameter is not valid; `error.message` says which and why.'),
  429: error('Too many requests from this client; wait `Retry-After` seconds.'),
  503: error('The site is starting or cannot read its copy; try again after `Retry-After`.'),
};

function registry(): OpenAPIRegistry {
  const r = new OpenAPIRegistry();
  r.registerPath({
    method: 'get',
    path: `${API_BASE}/places`,
    summary: 'Places: lodging, dining, things to do, shops, …',
    description: 'Filtered by type, category, text, distance and opening hours; ordered by name, or nearest first with `near`.',
    request: { query: PlacesQuery },
    responses: { 200: { description: 'A page of places.', headers: OK_HEADERS, content: json(PlacesPage) }, ...COMMON_ERRORS },
  });
  r.registerPath({
    method: 'get',
    path: `${API_BASE}/events`,
    summary: 'Event occurrences between two days',
    description: 'Each occurrence of a recurring event is its own record, in start order; times in America/Denver with their offsets.',
    request: { query: EventsQuery },
    responses: { 200: { description: 'A page of occurrences.', headers: OK_HEADERS, content: json(EventsPage) }, ...COMMON_ERRORS },
  });
  r.registerPath({
    method: 'get',
    path: `${API_BASE}/entries/{id}`,
    summary: "An entry's details",
    description: 'Hours, contacts, directions, links and upcoming dates of one published entry.',
    request: { params: EntryPath },
    responses: { 200: { description: 'The entry.', headers: OK_HEADERS, content: json(EntryDetail) }, 404: error('No published entry has this id.'), ...COMMON_ERRORS },
  });
  r.registerPath({
    method: 'get',
    path: `${API_BASE}/conditions`,
    summary: 'Current conditions',
    description: 'Weather alerts, fires, air quality and park status, as the site last polled each agency.',
    responses: { 200: { description: 'Conditions by source.', headers: OK_HEADERS, content: json(Conditions) }, ...COMMON_ERRORS },
  });
  r.registerPath({
    method: 'get',
    path: `${API_BASE}/changes`,
    summary: 'Change feed (RPDE-style)',
    description: 'Every record created, updated or deleted, oldest first; deletions stay as tombstones for 30 days. Follow `next` until `items` is empty, then poll it.',
    request: { query: ChangesQuery },
    responses: { 200: { description: 'A page of changes.', headers: OK_HEADERS, content: { 'application/json': { schema: ChangesPage } } }, ...COMMON_ERRORS },
  });
  return r;
}

export function openApiDocument(siteUrl: string, license: string): Record<string, unknown> {
  return new OpenApiGeneratorV31(registry().definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Whitefish open destination feed',
      version: '1.0.0',
      description: 'Places, events, entries and live conditions of Whitefish, Montana, read from the visitor site\'s own copy of its content. Every record carries its licence and attribution.',
      license: { name: 'Content licence', url: license },
    },
    servers: [{ url: siteUrl }],
  }) as unknown as Record<string, unknown>;
}

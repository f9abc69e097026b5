/** The human page of /api/v1: what the feed is, its endpoints and where the description and MCP endpoint are. */
import { EVENTS_FEED_PATH } from '../calendar/feeds';
import { API_BASE, LLMS_PATH, MCP_PATH, OPENAPI_PATH } from './paths';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ENDPOINTS: readonly [string, string][] = [
  [`${API_BASE}/places`, 'Places of every kind: by type, category, text, near a point, open at a time.'],
  [`${API_BASE}/events?from=&to=`, 'Event occurrences between two days, in America/Denver time.'],
  [`${API_BASE}/entries/{id}`, "An entry's hours, contacts, directions and dates."],
  [`${API_BASE}/conditions`, 'Weather alerts, fires, air quality and park status.'],
  [`${API_BASE}/changes?after=`, 'Every created, updated and deleted record, in order.'],
];

export function overviewPage({ name, license, attribution }: { name: string; license: string; attribution: string }): string {
  const item = ([path, note]: readonly [string, string]) => `<li><code>${escape(path)}</code>: ${escape(note)}</li>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(name)}: open feed</title></head>
<body><main>
<h1>${escape(name)}: open feed</h1>
<p>Places, events and live conditions as data, for apps and assistants. Described by <a href="${OPENAPI_PATH}">the OpenAPI 3.1 document</a>; also an <a href="${MCP_PATH}">MCP server</a> (POST, Streamable HTTP), <a href="${LLMS_PATH}">llms.txt</a> and the <a href="${EVENTS_FEED_PATH}">events calendar</a>.</p>
<ul>${ENDPOINTS.map(item).join('')}</ul>
<p>JSON by default; schema.org JSON-LD with <code>Accept: application/ld+json</code>. Records are published under <a href="${escape(license)}">${escape(license)}</a>: credit “${escape(attribution)}”.</p>
</main></body></html>
`;
}

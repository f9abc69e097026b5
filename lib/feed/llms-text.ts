/** /llms.txt in the llmstxt.org format: a title, a one-line summary, then sections of links with notes. */
import { EVENTS_FEED_PATH } from '../calendar/feeds';
import { API_BASE, MCP_PATH, OPENAPI_PATH } from './paths';

export interface LlmsInput {
  name: string;
  siteUrl: string;
  summary: string;
  sections: readonly { label: string; path: string; summary: string }[];
  license: string;
  attribution: string;
}

/** One line of Markdown link text: no brackets, line breaks or runs of spaces a title could carry. */
const clean = (text: string) => text.replace(/[\r\n[\]]+/g, ' ').replace(/\s+/g, ' ').trim();

export function llmsText({ name, siteUrl, summary, sections, license, attribution }: LlmsInput): string {
  const url = (path: string) => new URL(path, `${siteUrl}/`).toString();
  const link = (label: string, path: string, note: string) => `- [${clean(label)}](${url(path)})${note ? `: ${clean(note)}` : ''}`;
  return [
    `# ${clean(name)}`,
    '',
    `> ${clean(summary)}`,
    '',
    `Everything below is read from the site's own copy of its published content. Records are published under ${license}; credit "${clean(attribution)}". Live conditions are the agencies' own.`,
    '',
    '## Sections',
    '',
    ...sections.map((section) => link(section.label, section.path, section.summary)),
    '',
    '## Feeds',
    '',
    link('Open API (OpenAPI 3.1)', OPENAPI_PATH, 'places, events between dates, entry details, conditions, a change feed; JSON or schema.org JSON-LD'),
    link('API overview', API_BASE, 'what each endpoint answers'),
    link('MCP server', MCP_PATH, 'Model Context Protocol over Streamable HTTP (stateless), read-only tools'),
    link('Events calendar', EVENTS_FEED_PATH, 'every upcoming event as iCalendar'),
    link('Current conditions', `${API_BASE}/conditions`, 'weather alerts, fires, air quality, park status'),
    '',
    '## Optional',
    '',
    link('Sitemap', '/sitemap.xml', 'every page'),
    '',
  ].join('\n');
}

import { alertText } from '../alert-text';
import { blankItem, httpsUrl, isObject, isoTime, listOf, NOT_SHOWN, readItems, text } from '../read-json';
import { SourceFormatError, type ConditionItem, type ConditionLevel, type ParseContext } from '../types';
import { coordinate, type SourceAdapter } from './source';

/**
 * National Weather Service active alerts for a point (`/alerts/active?point=lat,lon`, GeoJSON). No key; the
 * service asks for a User-Agent naming the application and a contact. Each feature's `properties` carries the
 * CAP fields (event, headline, description, instruction, severity, sent/effective/onset/expires/ends) and the
 * links between messages: `references` (the earlier messages this one updates or cancels), `replacedBy`, and the
 * event's VTEC code (`parameters.VTEC`, "/O.CON.KMOB.TO.A.0641.…/"), the same for every message of one event.
 * Visitors see one item per event: its latest message, none once it is cancelled, expired or replaced.
 */

const LEVELS: Record<string, ConditionLevel> = { Extreme: 4, Severe: 3, Moderate: 2, Minor: 1 };
/** Said when the service gives no severity: an alert is never shown without a word for how serious it is. */
export const UNKNOWN_SEVERITY = 'Severity not given';

/** VTEC actions that end an event. */
const ENDING_ACTIONS = new Set(['CAN', 'EXP', 'UPG']);

interface Message {
  id: string;
  /** Office, phenomenon, significance and number: one event across its messages; the id without VTEC. */
  event: string;
  action: string;
  sent: number;
  ends: boolean;
  properties: Record<string, unknown>;
}

function vtecOf(p: Record<string, unknown>): { event: string; action: string } | null {
  const codes = isObject(p.parameters) && Array.isArray(p.parameters.VTEC) ? p.parameters.VTEC : [];
  for (const code of codes) {
    // /k.aaa.cccc.pp.s.####.yymmddThhnnZ-yymmddThhnnZ/
    const m = /^\/[OTEX]\.([A-Z]{3})\.([A-Z]{4})\.([A-Z]{2})\.([A-Z])\.(\d{4})\./.exec(text(code, 80));
    if (m) return { event: `${m[2]}.${m[3]}.${m[4]}.${m[5]}`, action: m[1] };
  }
  return null;
}

function messageOf(feature: unknown): Message | typeof NOT_SHOWN | null {
  if (!isObject(feature) || !isObject(feature.properties)) return null;
  const p = feature.properties;
  const id = text(p.id, 200) || text(feature.id, 200);
  if (!id || !text(p.event, 200)) return null;
  // A test or exercise message is not an alert for visitors.
  if (p.status !== undefined && p.status !== 'Actual') return NOT_SHOWN;
  const vtec = vtecOf(p);
  const action = vtec?.action ?? '';
  return {
    id,
    event: vtec?.event ?? id,
    action,
    sent: Date.parse(isoTime(p.sent) ?? isoTime(p.effective) ?? '') || 0,
    ends: p.messageType === 'Cancel' || ENDING_ACTIONS.has(action),
    properties: p,
  };
}

/** The weather service's page for people: the alert's own page when it names one, else the forecast page of town,
 * which lists every hazard in effect there with its full text. */
function pageOf(p: Record<string, unknown>, { home }: ParseContext): string {
  const web = httpsUrl(p.web);
  if (web && new URL(web).pathname.length > 1) return web;
  return `https://forecast.weather.gov/MapClick.php?lat=${coordinate(home.latitude)}&lon=${coordinate(home.longitude)}`;
}

function itemOf(message: Message, context: ParseContext): ConditionItem | null {
  const p = message.properties;
  const ends = isoTime(p.ends) ?? isoTime(p.expires);
  if (ends && Date.parse(ends) <= context.now.getTime()) return null;
  const severity = text(p.severity, 40);
  const level = LEVELS[severity];
  return {
    ...blankItem('weather', message.id, text(p.event, 200)),
    summary: text(p.headline, 400),
    detail: alertText(text(p.description), p),
    instruction: alertText(text(p.instruction), p),
    // Unknown severity counts as minor: shown, never hidden below "information".
    level: level ?? 1,
    levelLabel: level !== undefined ? severity : UNKNOWN_SEVERITY,
    issued: isoTime(p.sent) ?? isoTime(p.effective),
    starts: isoTime(p.onset) ?? isoTime(p.effective),
    ends,
    url: pageOf(p, context),
    area: text(p.areaDesc, 400),
  };
}

/** One item per event: the latest message of each, unless a later one (or the latest) ends it or it was replaced. */
function currentAlerts(messages: Message[], context: ParseContext): ConditionItem[] {
  const referenced = new Set<string>();
  for (const m of messages) {
    for (const ref of Array.isArray(m.properties.references) ? m.properties.references : []) {
      if (isObject(ref)) referenced.add(text(ref.identifier, 200));
    }
  }
  const latest = new Map<string, Message>();
  for (const m of messages) {
    const seen = latest.get(m.event);
    if (!seen || m.sent > seen.sent) latest.set(m.event, m);
  }
  return [...latest.values()]
    .filter((m) => !m.ends && !referenced.has(m.id) && !httpsUrl(m.properties.replacedBy))
    .map((m) => itemOf(m, context))
    .filter((item): item is ConditionItem => item !== null);
}

export const nwsSource: SourceAdapter = {
  kind: 'weather',
  agency: 'National Weather Service',
  homePage: 'https://www.weather.gov/mso/',
  needsKey: false,
  request: ({ baseUrl, userAgent, home }) => ({
    url: `${baseUrl}/alerts/active?point=${coordinate(home.latitude)},${coordinate(home.longitude)}`,
    headers: { Accept: 'application/geo+json', 'User-Agent': userAgent },
  }),
  parse(body, context) {
    if (!isObject(body) || body.type !== 'FeatureCollection') throw new SourceFormatError('not a GeoJSON FeatureCollection');
    const messages: Message[] = [];
    // Rows are checked for the documented fields first; which of them visitors see depends on the whole answer.
    readItems(listOf(body.features, 'features'), 'features', (feature) => {
      const message = messageOf(feature);
      if (message !== null && message !== NOT_SHOWN) messages.push(message);
      return message === null ? null : NOT_SHOWN;
    });
    return currentAlerts(messages, context);
  },
};

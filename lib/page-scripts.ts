/**
 * The page's small scripts as files of their own (served by app/scripts/[file]/route.ts), not inline: a server
 * component's inline <script> is sent twice, as HTML and again in the Server Components payload for hydration. A file
 * is sent once, cached for good (its name carries a digest of its text, so a changed script is a new address) and
 * deferred, so it holds neither the first paint nor the parser. Each must work run after the document is parsed.
 */
import { createHash } from 'node:crypto';
import { CONDITIONS_SCRIPT } from './conditions/live-script';
import { HOURS_SCRIPT } from './hours/live';
import { registrationScript } from './offline/registration';

const SOURCES = {
  /** Open/closed badges for the visitor's clock (lib/hours/live.ts). */
  hours: HOURS_SCRIPT,
  /** The conditions' strip and notices from the live summary (lib/conditions/live-script.ts). */
  conditions: CONDITIONS_SCRIPT,
  /** The service worker's registration and the offline copy's note (lib/offline/registration.ts). */
  offline: registrationScript(),
} as const;

export type PageScript = keyof typeof SOURCES;

/** A short digest of a script's text: a changed script gets a new address. */
const digest = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 12);

/** Each script's file name, worked out once per process rather than on every page render. */
const FILE_OF = Object.fromEntries(Object.entries(SOURCES).map(([name, text]) => [name, `${name}-${digest(text)}.js`])) as Record<PageScript, string>;
const FILES = new Map(Object.entries(SOURCES).map(([name, text]) => [FILE_OF[name as PageScript], text]));

/** The folder the files are served from. */
export const PAGE_SCRIPTS_PATH = '/scripts';

/** The address of a script's current version. */
export const pageScriptSrc = (name: PageScript): string => `${PAGE_SCRIPTS_PATH}/${FILE_OF[name]}`;

/** Every current file name, for the route's static generation. */
export const pageScriptFiles = (): string[] => [...FILES.keys()];

/** The text of the file at `file`, or undefined for any other name (an old version included). */
export const pageScriptText = (file: string): string | undefined => FILES.get(file);

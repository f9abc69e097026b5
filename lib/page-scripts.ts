/**
 * The page's small scripts as files of their own (served by app/scripts/[file]/route.ts), not inline: a server
 * component's inline <script> is sent twice, as HTML and again in the Server Components payload for hydration. A file
 * is sent once, cached for good (its name carries a digest of its text, so a changed script is a new address) and
 * deferred, so it holds neither the first paint nor the parser. Each must work run after the document is parsed.
 */
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

/** FNV-1a, 32 bits: enough to tell one version of a script from the next (not a security measure). */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const FILES = new Map(Object.entries(SOURCES).map(([name, text]) => [`${name}-${digest(text)}.js`, text]));
const fileOf = (name: PageScript) => `${name}-${digest(SOURCES[name])}.js`;

/** The folder the files are served from. */
export const PAGE_SCRIPTS_PATH = '/scripts';

/** The address of a script's current version. */
export const pageScriptSrc = (name: PageScript): string => `${PAGE_SCRIPTS_PATH}/${fileOf(name)}`;

/** Every current file name, for the route's static generation. */
export const pageScriptFiles = (): string[] => [...FILES.keys()];

/** The text of the file at `file`, or undefined for any other name (an old version included). */
export const pageScriptText = (file: string): string | undefined => FILES.get(file);

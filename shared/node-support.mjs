// Which Node versions the project runs on, read from package.json `engines` (the one place they are written).
// Dependency-free on purpose: it runs before `npm ci` (scripts/node-runtime.sh asks it whether the host's Node will
// do) and before anything loads a native addon (a wrong runtime must stop with one line, not a native crash).
import { readFileSync } from 'node:fs';

const packageJson = new URL('../package.json', import.meta.url);

/** The `engines.node` range of package.json, e.g. `^22.12.0 || ^24.0.0`. */
export function supportedRange() {
  return JSON.parse(readFileSync(packageJson, 'utf8')).engines.node;
}

function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  if (!match) throw new Error(`not a version: ${text}`);
  return match.slice(1, 4).map(Number);
}

/**
 * Whether `version` satisfies `range`. Only the form engines uses is accepted — caret ranges joined by `||`
 * (`^22.12.0 || ^24.0.0`) — so a range this cannot read fails loudly here rather than admitting every runtime.
 */
export function satisfies(version, range = supportedRange()) {
  const [major, minor, patch] = parseVersion(version);
  return range.split('||').some((part) => {
    const caret = /^\s*\^(\d+)\.(\d+)\.(\d+)\s*$/.exec(part);
    if (!caret) throw new Error(`unsupported engines range "${range}": use caret ranges joined by ||`);
    const [lowMajor, lowMinor, lowPatch] = caret.slice(1, 4).map(Number);
    if (major !== lowMajor) return false;
    return minor > lowMinor || (minor === lowMinor && patch >= lowPatch);
  });
}

/** One line for a person who ran the project on the wrong Node, or null when `version` is supported. */
export function unsupportedMessage(version = process.versions.node, what = 'this project') {
  const range = supportedRange();
  if (satisfies(version, range)) return null;
  return (
    `${what} needs Node ${range} (package.json engines); this is Node ${version.replace(/^v/, '')}. ` +
    'Use Node 24 (.nvmrc), or run `. scripts/node-runtime.sh` to install it for this shell.'
  );
}

/**
 * The flags with which `node` runs the project's own TypeScript (the site's server, server/main.ts) by erasing its
 * types: on by default from Node 22.18, behind --experimental-strip-types before (22.12). The server's files carry
 * ES module syntax in a package without `"type"`, which Node detects and says so once; that line is noise here.
 */
export function typeScriptFlags(features = process.features) {
  return [...(features.typescript ? [] : ['--experimental-strip-types']), '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON'];
}

/** Stops the process with that line when the running Node is not supported. */
export function requireSupportedNode(what) {
  const message = unsupportedMessage(process.versions.node, what);
  if (message) {
    console.error(message);
    process.exit(1);
  }
}

// `node scripts/lib/node-support.mjs [version]`: exit 0 when supported, 1 (with the line) when not.
if (import.meta.url === `file://${process.argv[1]}`) {
  const message = unsupportedMessage(process.argv[2] ?? process.versions.node);
  if (message) console.error(message);
  process.exit(message ? 1 : 0);
}

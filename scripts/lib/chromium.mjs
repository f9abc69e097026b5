// Debian's Chromium for every browser the project drives (Playwright e2e, the bench, the reliability suite).
import { ensureDebianPackage } from './debian.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for a headless run on a shared machine with no network beyond loopback (add `--headless` where needed). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installs Chromium with apt-get when missing; exits (saying how to fix it) when that fails. */
export function ensureChromium() {
  const ok = ensureDebianPackage({ binary: CHROMIUM_PATH, pkg: 'chromium', envVar: 'CHROMIUM_PATH', purpose: 'End-to-end testing' });
  if (!ok) process.exit(1);
}

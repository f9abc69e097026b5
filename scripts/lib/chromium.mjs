// Browser tests use Debian's Chromium (browsers cannot be downloaded here). Install it with apt-get when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function aptGet(args) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const [command, ...rest] = [...sudo, 'apt-get', ...args];
  return spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(`Chromium is missing at ${CHROMIUM_PATH}; installing Debian's chromium package.`);
  const canApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (canApt && (aptGet(['install', '-y', 'chromium']) || (aptGet(['update']) && aptGet(['install', '-y', 'chromium'])))) {
    if (existsSync(CHROMIUM_PATH)) return;
  }
  console.error(
    `End-to-end tests need Chromium at ${CHROMIUM_PATH}. Install it with "sudo apt-get install -y chromium" ` +
      '(Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
  );
  process.exit(1);
}

// Tools the test and benchmark scripts need from Debian (browsers and servers cannot be downloaded here):
// installed with apt-get when missing, as root or with passwordless sudo.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function aptGet(args) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const [command, ...rest] = [...sudo, 'apt-get', ...args];
  return spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

/**
 * True when `binary` exists, installing Debian package `pkg` first if it does not. When that fails it says how
 * to fix it (`envVar` points at another binary; `purpose` says what needs it) and returns false.
 */
export function ensureDebianPackage({ binary, pkg, envVar, purpose }) {
  if (existsSync(binary)) return true;
  console.log(`${pkg} is missing at ${binary}; installing Debian's ${pkg} package.`);
  const canApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  const install = ['install', '-y', '--no-install-recommends', pkg];
  if (canApt && (aptGet(install) || (aptGet(['update']) && aptGet(install))) && existsSync(binary)) return true;
  console.error(
    `${purpose} needs ${binary}. Install it with "sudo apt-get install -y ${pkg}" (Debian/Ubuntu) ` +
      `or set ${envVar} to another binary, then run it again.`,
  );
  return false;
}

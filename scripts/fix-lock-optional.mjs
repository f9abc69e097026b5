// Our npm registry has no packages for other platforms (e.g. @next/swc-darwin-arm64), so `npm install` leaves
// them out of package-lock.json and `npm ci` then refuses the lock ("Missing: … from lock file"). This adds the
// entries npm ci asks for — version from the parent's optionalDependencies, os/cpu/libc from the name — so the
// lock works here and on machines with the full registry. Run it after any `npm install` that changes the lock.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

function missingFromLock() {
  try {
    execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts'], { stdio: 'pipe', encoding: 'utf8' });
    return [];
  } catch (error) {
    const text = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    return [...text.matchAll(/Missing: (@?[^@\s]+)@\S* from lock file/g)].map((m) => m[1]);
  }
}

const OS = ['darwin', 'win32', 'android', 'freebsd', 'openharmony', 'linux', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

const missing = missingFromLock();
if (missing.length === 0) {
  console.log('package-lock.json is complete for npm ci.');
  process.exit(0);
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
for (const name of missing) {
  const parent = Object.values(lock.packages).find((entry) => entry.optionalDependencies?.[name]);
  if (!parent) throw new Error(`No package in the lock declares the optional dependency ${name}`);
  const entry = { version: parent.optionalDependencies[name].replace(/^[\^~=]/, ''), optional: true };
  const os = OS.find((o) => name.includes(o));
  const cpu = CPU.find((c) => name.includes(`-${c}`));
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (os === 'linux') entry.libc = [name.includes('musl') ? 'musl' : 'glibc'];
  lock.packages[`node_modules/${name}`] = entry;
  console.log(`added node_modules/${name}@${entry.version}`);
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
const still = missingFromLock();
if (still.length) throw new Error(`npm ci still misses: ${still.join(', ')}`);
console.log('package-lock.json now satisfies npm ci.');

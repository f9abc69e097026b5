// `npm test`: every suite, one after another — ESLint, the type check, jest (unit, component and content-service
// tests), the end-to-end tests (Playwright in Chromium, on a fresh production build), then on that same build the
// several-instances integration test (Redis + two instances + nginx) and the nginx front test, and last `npm run dev`
// on a fresh clone. A failing suite does not stop the others: each is reported with its time, and the run fails at
// the end if any did.
import '../shared/require-supported-node.mjs';
import { run } from './lib/processes.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const node = (...args) => [process.execPath, args];

const SUITES = [
  { name: 'lint', command: node('node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0') },
  { name: 'typecheck', command: node('node_modules/typescript/bin/tsc', '--noEmit'), also: node('node_modules/typescript/bin/tsc', '--noEmit', '-p', 'worker') },
  { name: 'jest', command: node('node_modules/jest/bin/jest.js', '--ci') },
  { name: 'e2e', command: node('scripts/test-e2e.mjs') },
  { name: 'integration', command: node('tests/integration/multi-instance.mjs'), env: { INTEGRATION_SKIP_BUILD: '1' } },
  { name: 'nginx', command: node('tests/integration/nginx-front.mjs') },
  { name: 'dev', command: node('tests/integration/dev-server.mjs') },
];

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const results = [];
for (const suite of SUITES) {
  const started = Date.now();
  console.log(`\n── ${suite.name} ──`);
  let failure = null;
  try {
    for (const [command, args] of [suite.command, suite.also].filter(Boolean)) {
      await run(command, args, { env: { ...env, ...suite.env } });
    }
  } catch (error) {
    failure = error.message;
  }
  results.push({ name: suite.name, ms: Date.now() - started, failure });
  console.log(`── ${suite.name}: ${failure ? 'FAILED' : 'passed'} in ${minutes(Date.now() - started)}`);
}

console.log('\nnpm test:');
for (const { name, ms, failure } of results) console.log(`  ${failure ? '✗' : '✓'} ${name.padEnd(12)} ${minutes(ms).padStart(9)}${failure ? `  ${failure}` : ''}`);
const failed = results.filter((result) => result.failure);
console.log(failed.length ? `${failed.length} of ${results.length} suites failed.` : `All ${results.length} suites passed.`);
process.exit(failed.length ? 1 : 0);

// `npm test`: every suite — unit, component and content-service tests (jest); end-to-end tests (Playwright in
// Chromium, on a fresh production build); then the several-instances integration test (Redis + two instances +
// nginx) and the nginx front test (junk query variants, nginx's own answers, cross-site form posts) on that same
// build.
import '../shared/require-supported-node.mjs';
import { run } from './lib/processes.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

try {
  await run(process.execPath, ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0'], { env });
  await run(process.execPath, ['node_modules/jest/bin/jest.js', '--ci'], { env });
  await run(process.execPath, ['scripts/test-e2e.mjs'], { env });
  await run(process.execPath, ['test/integration/multi-instance.mjs'], { env: { ...env, INTEGRATION_SKIP_BUILD: '1' } });
  await run(process.execPath, ['test/integration/nginx-front.mjs'], { env });
  await run(process.execPath, ['test/integration/dev-server.mjs'], { env });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

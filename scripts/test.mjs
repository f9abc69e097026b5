// `npm test`: every suite — unit, component and content-service tests (jest), then end-to-end tests (Playwright).
import { run } from './lib/processes.mjs';

try {
  await run(process.execPath, ['node_modules/jest/bin/jest.js', '--ci'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  await run(process.execPath, ['scripts/test-e2e.mjs']);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

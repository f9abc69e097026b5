// `npm run test:e2e`: Playwright in Debian's Chromium against a fresh production build.
// E2E_SKIP_BUILD=1 reuses the existing build (handy while writing tests).
import '../shared/require-supported-node.mjs';
import { rmSync } from 'node:fs';
import { build } from './build.mjs';
import { dropBuildCaches } from './lib/build-snapshot.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureJava } from './lib/java.mjs';
import { hasBuild, run } from './lib/processes.mjs';
import { e2ePorts } from '../shared/ports.mjs';

// The same content service settings as playwright.config.ts's web server, on a freshly seeded store.
const E2E_CONTENT = { CONTENT_PORT: String(e2ePorts(process.env).content), CONTENT_DATA_DIR: '.test-data/e2e' };

ensureChromium();
ensureJava();
rmSync(E2E_CONTENT.CONTENT_DATA_DIR, { recursive: true, force: true });
// The sites' replicas (playwright.config.ts, tests/e2e/support/own-servers.ts) start empty too: each syncs this run's stores.
rmSync('.test-data/e2e-replicas', { recursive: true, force: true });
rmSync('.test-data/e2e-mail', { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD || !hasBuild()) await build({ ...process.env, ...E2E_CONTENT });
// The suite's site serves the checkout's build, whose caches a build keeps: pages and reads of other content.
dropBuildCaches('.');
await run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

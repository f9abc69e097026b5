import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';
import { PHONE_VIEWPORT } from './scripts/lib/phone-profile.mjs';
import { CANONICAL_ORIGIN } from './tests/e2e/support/canonical-origin';
import { e2ePorts } from './shared/ports.mjs';

const PORT = String(e2ePorts(process.env).site);
const CONTENT_PORT = String(e2ePorts(process.env).content);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    timezoneId: 'America/Denver',
    locale: 'en-US',
    trace: 'retain-on-failure',
    // The service worker is tests/e2e/offline.spec.ts's subject (it allows it). Elsewhere a worker that claims the page
    // answers its code requests itself, where a test's page.route can neither hold a chunk back nor fail it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /phone\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Lighthouse's mobile profile: 390×844 with touch; tests/e2e/phone.spec.ts slows the CPU and network through CDP.
    {
      name: 'phone',
      testMatch: /phone\.spec\.ts$/,
      use: { ...PHONE_VIEWPORT, userAgent: devices['Pixel 7'].userAgent },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    // Healthy once its replica holds the first sync of the suite's store.
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT,
      // The origin the suite's build was made with (SITE_URL otherwise follows PORT), so every page links alike.
      SITE_URL: CANONICAL_ORIGIN,
      CONTENT_PORT,
      CONTENT_DATA_DIR: '.test-data/e2e',
      REPLICA_DIR: `.test-data/e2e-replicas/${PORT}`,
      // Submission mail as .eml files the review-queue spec reads.
      MAIL_DIR: `.test-data/e2e-mail/${PORT}`,
      NEXT_TELEMETRY_DISABLED: '1',
      // Every browser in the suite is one client (127.0.0.1); tests/e2e/client-limits.spec.ts runs its own server. The
      // content budget's per-client share (a quarter of a 10 s slice) would refuse the suite's own form posts.
      CLIENT_RATE_LIMIT: '100000',
      CONTENT_BUDGET: '100000',
    },
  },
});

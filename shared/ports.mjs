// Default ports of the site and of the embedded content service, for `npm start` and for the end-to-end tests.
// Imported by lib/config/env-schema.mjs (PORT, CONTENT_PORT, SITE_URL defaults), content-service/config.ts,
// scripts/lib/processes.mjs, scripts/test-e2e.mjs, playwright.config.ts and the e2e specs. Plain ESM with no
// imports: bare Node reads it.

/** `PORT`: the site. */
export const DEFAULT_SITE_PORT = 3000;
/** `CONTENT_PORT`: the embedded content service. */
export const DEFAULT_CONTENT_PORT = 4010;
/** `E2E_PORT`: the site under the end-to-end tests; specs that start their own sites use +1, +2 and +3. */
export const DEFAULT_E2E_SITE_PORT = 3100;
/** `E2E_CONTENT_PORT`: the content service under the end-to-end tests; specs' own services use +1 and +2. */
export const DEFAULT_E2E_CONTENT_PORT = 4110;

/** The end-to-end ports: `E2E_PORT` and `E2E_CONTENT_PORT` from `env`, else the defaults above. */
export function e2ePorts(env) {
  return {
    site: Number(env.E2E_PORT || DEFAULT_E2E_SITE_PORT),
    content: Number(env.E2E_CONTENT_PORT || DEFAULT_E2E_CONTENT_PORT),
  };
}

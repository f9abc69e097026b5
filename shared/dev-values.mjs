// Development-only values the site, the embedded content service and the scripts must agree on, so `npm start`
// works with no configuration. Imported by lib/config/env-schema.mjs (the site's fallbacks, and the check that
// refuses them in staging and production), content-service/config.ts (the service's defaults), and tests, e2e
// specs, reliability cases and bench scripts that talk to the embedded service. Plain ESM with no imports: bare
// Node reads it. They are published in this repository, so staging and production refuse them.
export const DEV_PROJECT = 'whitefish';
export const DEV_PUBLIC_KEY = 'whitefish-dev-public-key';
export const DEV_PRIVATE_KEY = 'whitefish-dev-private-key';
export const DEV_TOKEN = 'whitefish-dev-token';
// Seals the event submission form's cookie when EVENT_SUBMIT_SECRET is unset (development only).
export const DEV_EVENT_SUBMIT_SECRET = 'whitefish-dev-event-submit-secret';
// Content-host user accounts the embedded service creates in development only (never in staging or production):
// an editor (level 2, may publish) and a contributor (level 1, may not), for the review queue and its tests.
export const DEV_USERS = Object.freeze([
  Object.freeze({ email: 'editor@whitefish.test', pwd: 'whitefish-dev-editor', first: 'Erin', last: 'Editor', level: 2 }),
  Object.freeze({ email: 'contributor@whitefish.test', pwd: 'whitefish-dev-contributor', first: 'Cody', last: 'Contributor', level: 1 }),
]);

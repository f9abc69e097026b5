// Development-only values shared by the site, the embedded content service and the scripts, so `npm start` works
// with no configuration. Plain ESM: the start/build scripts read them with bare Node. They are published in this
// repository, so staging and production refuse them (lib/config/env-schema.mjs).
export const DEV_CONTENT_PORT = 4010;
export const DEV_PROJECT = 'whitefish';
export const DEV_PUBLIC_KEY = 'whitefish-dev-public-key';
export const DEV_PRIVATE_KEY = 'whitefish-dev-private-key';
export const DEV_TOKEN = 'whitefish-dev-token';

/**
 * Development defaults shared by the site and the embedded content service, so `npm start` works with no
 * configuration. Production sets every one of these through the environment (see README).
 */
export const DEV_CONTENT_PORT = 4010;
export const DEV_PROJECT = 'whitefish';
export const DEV_PUBLIC_KEY = 'whitefish-dev-public-key';
export const DEV_PRIVATE_KEY = 'whitefish-dev-private-key';
export const DEV_TOKEN = 'whitefish-dev-token';

export function devHost(port: number | string = process.env.CONTENT_PORT || DEV_CONTENT_PORT): string {
  return `http://127.0.0.1:${port}`;
}

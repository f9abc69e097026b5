/** Development-only values (see dev-values.mjs): refused in staging and production. */
export { DEV_CONTENT_PORT, DEV_PRIVATE_KEY, DEV_PROJECT, DEV_PUBLIC_KEY, DEV_TOKEN } from './dev-values.mjs';

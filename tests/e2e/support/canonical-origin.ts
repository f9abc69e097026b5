import { DEFAULT_SITE_PORT } from '../../../shared/ports.mjs';

/** The origin canonical links are built on: SITE_URL as the suite's build saw it, else its default. */
export const CANONICAL_ORIGIN = (process.env.SITE_URL || `http://localhost:${DEFAULT_SITE_PORT}`).replace(/\/$/, '');

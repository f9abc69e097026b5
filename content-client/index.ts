/** Public API of the Elebase content client (server-side; wrapped by `lib/content/`). */
export {
  createConfig,
  createGeoConfig,
  DEFAULT_GEO_HOST,
  DEFAULT_HOST,
  DEFAULT_PHASES,
  DEFAULT_TIMEOUT_MS,
  type ContentConfig,
  type ContentConfigInput,
  type FetchLike,
  type GeoConfig,
  type GeoConfigInput,
  type KeyPair,
} from './config';
export { authorizationHeader, type Credentials } from './auth';
export { createClient, type ClientDeps, type ContentClient, type FirstOptions, type RequestOptions, type WriteOptions } from './client';
export { createGeoClient, type GeoClient } from './geo';
export {
  ContentApiError,
  GeoApiError,
  HttpClientError,
  HttpErrorCode,
  type UsageLimitHeaders,
} from './errors';
export { createRequestMemo, requestKey, type RequestMemo } from './memo';
export type { CallOptions, JsonObject, QueryParams, QueryValue } from './transport';

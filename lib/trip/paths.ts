/** The trip's addresses (docs/product.md#sharing-a-trip); the `ids=` URLs are built by ./urls. */
export { TRIP_FEED_PATH as TRIP_CALENDAR_PATH } from '../calendar/feeds';
export const TRIP_PATH = '/trip';
export const TRIP_API_PATH = '/api/trip';

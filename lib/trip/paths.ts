/** The trip's addresses (docs/product.md#sharing-a-trip); the `ids=` URLs are built by ./urls. */
export const TRIP_PATH = '/trip';
export const TRIP_API_PATH = '/api/trip';
export const TRIP_CALENDAR_PATH = '/trip.ics';

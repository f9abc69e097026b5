/** The trip page (docs/product.md#trip): the visitor's own list, or a shared one with `?ids=`. */
export const TRIP_PATH = '/trip';

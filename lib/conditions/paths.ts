/** The conditions page's address: plain data, light enough for the service worker and the route tables alike. */
export const CONDITIONS_PATH = '/conditions';

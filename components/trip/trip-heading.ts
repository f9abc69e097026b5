/** Id of the trip page's heading: where focus goes when the last item is removed. */
export const TRIP_HEADING_ID = 'trip-heading';

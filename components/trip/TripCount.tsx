// The top bar's trip link lives in ./trip-controls, with the Save toggle (why: see there).
export { TripCount } from './trip-controls';

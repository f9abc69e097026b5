// The Save toggle lives in ./trip-controls, with the top bar's trip link (why: see there).
export { SaveToggle, type SaveToggleProps } from './trip-controls';

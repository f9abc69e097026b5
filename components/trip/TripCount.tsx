import { saveMessages } from '@/components/trip/save-messages';
import { TRIP_PATH } from '@/lib/trip/paths';
import { TripCountLink, type TripCountCopy } from './trip-controls';

const COPY: TripCountCopy = { trip: saveMessages.trip, count: saveMessages.count };

/**
 * The top bar's link to the trip page, named "My trip, N saved" with N beside "My trip" when there are any
 * (docs/product.md#saving); it follows saves in this tab and in others. A server component: the client part
 * (./trip-controls) gets its copy as props.
 */
export function TripCount() {
  return <TripCountLink href={TRIP_PATH} copy={COPY} />;
}

import { submitEventRequest } from '@/lib/forms/submit-event';
import { routeMethods } from '../../route-methods';

/** POST /api/events/submit: an event submission (lib/forms/submit-event.ts); OPTIONS answers 204, other methods 405. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ POST: submitEventRequest });

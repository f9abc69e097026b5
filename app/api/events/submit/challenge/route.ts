import { eventChallengeRequest } from '@/lib/forms/submit-event-proof';
import { routeMethods } from '../../../route-methods';

/** GET /api/events/submit/challenge: a proof-of-work challenge for the event form's widget (lib/forms/submit-event-proof.ts). */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: eventChallengeRequest });

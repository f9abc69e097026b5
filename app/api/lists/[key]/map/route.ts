import { getListMapPayload } from '@/lib/content/lists';
import { routeMethods } from '../../../route-methods';
import { listAnswer } from '../../list-answer';

/** GET /api/lists/{key}/map?category=&order=&search= → every place of the results for the map tab, `{ items, total, today }`. */
const map = listAnswer('List map', getListMapPayload);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: map });

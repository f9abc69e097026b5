import { revalidationResponse } from '@/lib/content/revalidate';
import { routeMethods } from '../route-methods';

export const dynamic = 'force-dynamic';

/** POST /api/revalidate: the publish webhook (lib/content/revalidate.ts). */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ POST: revalidationResponse });

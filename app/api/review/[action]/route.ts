import { reviewRequest } from '@/lib/forms/submit-review-request';
import { routeMethods } from '../../route-methods';

export const dynamic = 'force-dynamic';

/** POST /api/review/{login,logout,decide}: the review queue's forms (lib/forms/submit-review-request.ts). */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: async (request: Request, context: { params: Promise<{ action: string }> }) => reviewRequest(request, (await context.params).action),
});

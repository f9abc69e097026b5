import { submitFormRequest } from '@/lib/forms/submit';
import { routeMethods } from '../../route-methods';

/** POST /api/forms/{key}: a form submission (lib/forms/submit.ts); OPTIONS answers 204, other methods 405. */
const submit = async (request: Request, { params }: { params: Promise<{ key: string }> }) =>
  submitFormRequest(request, (await params).key);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ POST: submit });

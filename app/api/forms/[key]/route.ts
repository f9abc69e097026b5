import { formMethodNotAllowed, submitFormRequest } from '@/lib/server/form-submission';

/** POST /api/forms/{key}: a form submission (lib/server/form-submission.ts); every other method answers 405. */
export async function POST(request: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  return submitFormRequest(request, (await params).key);
}

export const GET = formMethodNotAllowed;
export const PUT = formMethodNotAllowed;
export const PATCH = formMethodNotAllowed;
export const DELETE = formMethodNotAllowed;

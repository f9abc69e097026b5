import { formMethodNotAllowed, submitFormRequest } from '@/lib/forms/submit';

/** POST /api/forms/{key}: a form submission (lib/forms/submit.ts); every other method answers 405. */
export async function POST(request: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  return submitFormRequest(request, (await params).key);
}

export const GET = formMethodNotAllowed;
export const PUT = formMethodNotAllowed;
export const PATCH = formMethodNotAllowed;
export const DELETE = formMethodNotAllowed;

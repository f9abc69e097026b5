/**
 * The one shape of an API error answer, `{ error: { id, message } }` (forms add the invalid `fields`): a client
 * branches on the stable `id` and may show the `message`. Never stored by a shared cache.
 */
export function apiError(status: number, id: string, message: string, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error: { id, message }, ...extra }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

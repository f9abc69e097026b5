import { draftMode } from 'next/headers';
import { apiError } from '@/lib/api-error';
import { ROUTE_HANDLER_METHODS } from '@/lib/server/request-shape';

type Handler<Context> = (request: Request, context: Context) => Response | Promise<Response>;
/** What Next calls; the context is optional so that tests can call a route without params with the request alone. */
type RouteHandler<Context> = (request: Request, context?: Context) => Promise<Response>;
type Method = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// The methods Next routes to a handler; server/main.ts refuses any other under /api/ before Next sees it.
const ROUTED_METHODS: readonly Method[] = ROUTE_HANDLER_METHODS;
const PREVIEW_CACHE_CONTROL = 'private, no-store';
const NO_STORE = 'no-store';

async function inPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false; // outside a request (tests calling the handler directly)
  }
}

/** The same answer with one header replaced (a redirect's headers cannot be changed in place). */
function withCacheControl(response: Response, value: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.set('Cache-Control', value);
  return copy;
}

function guarded<Context>(handler: Handler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    let response: Response;
    try {
      response = await handler(request, context as Context);
    } catch (error) {
      // A malformed percent-escape or surrogate met while decoding input is the client's mistake, not ours.
      if (error instanceof URIError) return apiError(400, 'bad_request', 'The address is not valid.');
      throw error;
    }
    return (await inPreview()) ? withCacheControl(response, PREVIEW_CACHE_CONTROL) : response;
  };
}

/**
 * Every method Next routes to a route handler, from the ones it implements (GET also answers HEAD):
 * - in preview (draft mode) every answer is `private, no-store` — it may hold drafts, and no shared cache may keep it;
 * - a URIError thrown while decoding input answers 400 (paths no decoder accepts never get here: server/main.ts
 *   answers them 400, and Next hands handlers query strings it has already decoded leniently);
 * - OPTIONS answers 204 and any other method 405, both with `Allow` and `no-store` (Next's own 405 has neither,
 *   and a 405 is cacheable by default).
 */
export function routeMethods<Context>(handlers: { GET?: Handler<Context>; POST?: Handler<Context> }): Record<Method, RouteHandler<Context>> {
  const implemented: Partial<Record<Method, RouteHandler<Context>>> = {};
  if (handlers.GET) implemented.GET = implemented.HEAD = guarded(handlers.GET);
  if (handlers.POST) implemented.POST = guarded(handlers.POST);
  const allow = [...Object.keys(implemented), 'OPTIONS'].sort().join(', ');
  const options = guarded<Context>(() => new Response(null, { status: 204, headers: { Allow: allow, 'Cache-Control': NO_STORE } }));
  const notAllowed = guarded<Context>(() => apiError(405, 'method_not_allowed', `This address answers ${allow}.`, { Allow: allow }));
  const methods = {} as Record<Method, RouteHandler<Context>>;
  for (const method of ROUTED_METHODS) methods[method] = implemented[method] ?? (method === 'OPTIONS' ? options : notAllowed);
  return methods;
}

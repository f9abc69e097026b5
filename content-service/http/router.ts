import type { Handler, Route } from '../routes/types';

export type RouteMatch =
  | { kind: 'found'; handler: Handler; params: Record<string, string> }
  | { kind: 'not_found' }
  | { kind: 'method_not_allowed'; allow: string };

function matchPath(route: Route, segments: readonly string[]): Record<string, string> | null {
  const pattern = route.path.split('/').slice(1);
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i].startsWith(':')) {
      if (segments[i] === '') return null;
      params[pattern[i].slice(1)] = segments[i];
    } else if (pattern[i] !== segments[i]) return null;
  }
  return params;
}

/** The methods a route answers, HEAD wherever GET is (the HTTP server drops the body of a HEAD answer). */
export function allowedMethods(route: Route): string[] {
  const methods = Object.keys(route.methods);
  return methods.includes('GET') ? [...methods, 'HEAD'].sort() : methods.sort();
}

/** Find the handler for decoded path segments (below the base) and a method. */
export function matchRoute(routes: readonly Route[], segments: readonly string[], method: string): RouteMatch {
  for (const route of routes) {
    const params = matchPath(route, segments);
    if (!params) continue;
    const name = method === 'HEAD' ? 'GET' : method;
    const handler = Object.hasOwn(route.methods, name) ? route.methods[name as keyof Route['methods']] : undefined;
    if (!handler) return { kind: 'method_not_allowed', allow: allowedMethods(route).join(', ') };
    return { kind: 'found', handler, params };
  }
  return { kind: 'not_found' };
}

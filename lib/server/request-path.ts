// The path a request names, as Next routes it. Next parses a request target with the WHATWG URL parser, which reads
// `%2e` as a dot, resolves `.` and `..` segments and reads `\` as `/`; it answers a path with repeated slashes with
// a redirect to the collapsed one. Deciding anything on the raw target (a prefix, a file name) lets
// `/_next/static/%2e%2e/search` be one thing to the decider and the search page to Next. Pure: no I/O.

const BASE = 'http://path.invalid';

/** The target's path (no query) as Next routes it: dots resolved, `\` as `/`, repeated slashes collapsed. */
export function routedPath(target: string): string {
  // Collapsed first: `//host/x` would otherwise parse as another host's `/x`.
  const path = target.split('?')[0].split('#')[0].replaceAll('\\', '/').replace(/\/{2,}/g, '/');
  try {
    return new URL(path, BASE).pathname.replace(/\/{2,}/g, '/');
  } catch {
    return '/';
  }
}

/**
 * True when the target's path has a `.` or `..` segment, written out or percent-encoded (`%2e`), or a backslash:
 * browsers resolve these before they send a request, so only a hand-made request carries one.
 */
export function hasDotSegment(target: string): boolean {
  const path = target.split('?')[0];
  if (path.includes('\\') || /%5c/i.test(path)) return true;
  return path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

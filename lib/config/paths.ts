// Path helpers light enough for client code (the menus mark the current item in the browser); the route tables
// themselves stay in ./routes, which only the server needs.

/** Strips query, hash and a trailing slash (except for '/'). */
export function normalizePath(path: string): string {
  const bare = (path || '/').split(/[?#]/)[0] || '/';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** True when a menu item's site path is the current path (external and protocol-relative links never are). */
export function isCurrent(itemPath: string, currentPath: string | null | undefined): boolean {
  if (!currentPath || !itemPath.startsWith('/') || itemPath.startsWith('//')) return false;
  return normalizePath(itemPath) === normalizePath(currentPath);
}

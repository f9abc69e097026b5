import type { Metadata } from 'next';
import { canonicalHomePath, homeViewByPath } from '@/lib/config/routes';
import { HomeRoute, homeMetadata } from '@/components/home/HomeRoute';

function keyOf(path: string) {
  const view = homeViewByPath(path);
  if (!view || view.path !== path) throw new Error(`No home view '${path}' in lib/config/routes.ts`);
  return view.key;
}

/** `generateMetadata` and the page component of a home view's route (`/`, `/home`, `/home-<season>`). */
export function homePageMetadata(path: string): () => Promise<Metadata> {
  const key = keyOf(path);
  return () => homeMetadata(key, canonicalHomePath(path)); // /home is the home page under another address
}

export function homePage(path: string) {
  const key = keyOf(path);
  return function HomePage() {
    return <HomeRoute siteKey={key} />;
  };
}

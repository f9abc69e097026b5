import type { Metadata } from 'next';
import { EVENTS_FEED_PATH } from '@/lib/calendar/feeds';
import { canonicalHomePath, homeViewByPath } from '@/lib/config/routes';
import { readSettings } from '@/lib/config/settings';
import { OPENAPI_PATH } from '@/lib/feed/paths';
import { HomeRoute, homeMetadata } from '@/components/home/HomeRoute';

function keyOf(path: string) {
  const view = homeViewByPath(path);
  if (!view || view.path !== path) throw new Error(`No home view '${path}' in lib/config/routes.ts`);
  return view.key;
}

/** `generateMetadata` and the page component of a home view's route (`/`, `/home`, `/home-<season>`). */
export function homePageMetadata(path: string): () => Promise<Metadata> {
  const key = keyOf(path);
  return async () => {
    const metadata = await homeMetadata(key, canonicalHomePath(path)); // /home is the home page under another address
    const url = (feed: string) => new URL(feed, `${readSettings().siteUrl}/`).toString();
    // Machines find the open feed's description and the events calendar from the home page's head.
    const types = { 'application/vnd.oai.openapi+json': url(OPENAPI_PATH), 'text/calendar': url(EVENTS_FEED_PATH) };
    return { ...metadata, alternates: { ...metadata.alternates, types } };
  };
}

export function homePage(path: string) {
  const key = keyOf(path);
  return function HomePage() {
    return <HomeRoute siteKey={key} />;
  };
}

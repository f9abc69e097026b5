import { listOfDocs } from '../http/answer';
import { parseSearchQuery, searchEntries } from '../store/search';
import type { Route } from './types';

/**
 * `GET /search?q=&limit=&page=&phase=&type=` — ranked full-text hits with highlighted matches (an extra
 * endpoint of the embedded service; Elebase answers 404, and the site then uses `/entries?search=`).
 * The list envelope of `/entries`, each entry with `score` and `highlight: {title, snippet}` (HTML, `<b>` only;
 * left out with `highlight=false`, for a caller that makes its own).
 */
export const searchRoutes: Route[] = [
  {
    path: '/search',
    methods: {
      GET: ({ db, query }) => {
        const page = searchEntries(db, parseSearchQuery(query));
        return listOfDocs(page.docs, page.total);
      },
    },
  },
];

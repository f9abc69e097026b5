import { listOfDocs } from '../http/answer';
import { queryContacts } from '../store/contacts';
import { parseEntryQuery, queryEntries } from '../store/entry-query';
import { queryGroups } from '../store/groups';
import { listParam, parseIdFilter, parsePage } from '../store/list-params';
import { list } from '../http/answer';
import { createEntry, updateEntry } from './entry-writes';
import type { Route } from './types';

export const contentRoutes: Route[] = [
  {
    path: '/entries',
    methods: {
      GET: ({ db, query }) => {
        const page = queryEntries(db, parseEntryQuery(query));
        return listOfDocs(page.docs, page.total);
      },
      POST: createEntry,
      PUT: updateEntry,
    },
  },
  {
    path: '/contacts',
    methods: {
      GET: ({ db, query }) => {
        const page = queryContacts(db, parseIdFilter(query.get('id'), 'id'), parsePage(query));
        return listOfDocs(page.docs, page.total);
      },
    },
  },
  {
    path: '/groups',
    methods: {
      GET: ({ db, query }) => {
        const ids = query.get('id');
        return list(queryGroups(db, ids === null ? null : listParam(ids, 'id')));
      },
    },
  },
];

import { oembedFor } from '../embed';
import { data } from '../http/answer';
import { ApiError } from '../http/errors';
import type { Route } from './types';

export const embedRoutes: Route[] = [
  {
    path: '/embed/data',
    methods: {
      GET: ({ query }) => {
        const oembed = oembedFor(query.get('url') ?? '');
        if (!oembed) throw new ApiError(404, 'embed_not_found');
        return data({ oembed });
      },
    },
  },
];

import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { ContentClient, RequestOptions } from '@/content-client';
import { replicaClient } from './replica';
import { upstreamClient } from './upstream';

/**
 * The content client every read of the site goes through. Visitor reads are answered from this instance's replica
 * (./replica.ts), so no visitor request waits on or spends the content host; preview reads (drafts are never
 * copied) and writes (form posts) go to the host. `next build` prerenders from the host: a build has no replica.
 */
function dispatching(local: () => ContentClient, upstream: ContentClient): ContentClient {
  const pick = (options?: RequestOptions) => (options?.preview ? upstream : local());
  const client = {
    config: upstream.config,
    get: (path: string, options?: RequestOptions) => pick(options).get(path, options),
    entries: (...args: Parameters<ContentClient['entries']>) => pick(args[1]).entries(...args),
    entry: (...args: Parameters<ContentClient['entry']>) => pick(args[1]).entry(...args),
    contacts: (...args: Parameters<ContentClient['contacts']>) => pick(args[1]).contacts(...args),
    contact: (...args: Parameters<ContentClient['contact']>) => pick(args[1]).contact(...args),
    post: upstream.post,
    put: upstream.put,
    delete: upstream.delete,
  };
  return client as ContentClient;
}

let client: ContentClient | undefined;

export function contentClient(): ContentClient {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return upstreamClient();
  client ??= dispatching(replicaClient, upstreamClient());
  return client;
}

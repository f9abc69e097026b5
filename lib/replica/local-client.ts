import 'server-only';
import { createClient, type ContentClient } from '@/content-client';
import type { Phase } from '@/content-client/wire';
import { answerLocalRead } from '@/content-service/local-reads';
import type { ReplicaDb } from './replica-db';
import { readEmbed } from './replica-db';

/** The project the local client names in its URLs; nothing is sent anywhere. */
const LOCAL_BASE = { host: 'http://replica.invalid', project: 'replica' };
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

function jsonAnswer(status: number, body: string | Buffer): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), { status, headers: JSON_HEADERS });
}

/** `/embed/data` from the lookups the sync made: the answer it stored, else the 404 Elebase gives for no embed. */
function embedAnswer(db: ReplicaDb, query: URLSearchParams): Response {
  const stored = readEmbed(db, 'video', query.get('url') ?? '', query.get('locale') ?? 'en');
  if (stored?.body) return jsonAnswer(200, stored.body);
  return jsonAnswer(404, JSON.stringify({ error: { id: 'embed_not_found', data: null } }));
}

/**
 * An Elebase client whose every request is answered in this process from the replica (`db()` is asked per request:
 * a reset store is a new handle). The same client code as upstream — parameters, phases, list shapes, errors — so a
 * read means the same wherever it is answered. `onRead` hears how long each read took (ms).
 */
export function localClient(db: () => ReplicaDb, phases: readonly Phase[], onRead: (ms: number) => void = () => {}): ContentClient {
  return createClient({
    ...LOCAL_BASE,
    token: 'local',
    phases: [...phases],
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      if (request.method !== 'GET') return jsonAnswer(405, JSON.stringify({ error: { id: 'method_not_allowed', data: null } }));
      const path = url.pathname.slice(`/${LOCAL_BASE.project}/v1`.length);
      if (path === '/embed/data') return embedAnswer(db(), url.searchParams);
      const started = performance.now();
      const answer = answerLocalRead(db(), path, url.searchParams);
      const response = jsonAnswer(answer.status, answer.body);
      onRead(performance.now() - started);
      return response;
    },
  });
}

import type { IncomingHttpHeaders } from 'node:http';
import type { WireUser } from '../../content-client/wire';
import type { Identity } from '../auth';
import type { ServiceConfig } from '../config';
import type { Answer } from '../http/answer';
import type { Db } from '../store/db';

export interface RouteContext {
  db: Db;
  config: ServiceConfig;
  query: URLSearchParams;
  /** path parameters (`:key` segments) */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** the raw body text ('' when none) */
  bodyText: string;
  /** the parsed JSON body (400 invalid_json when malformed) */
  body(): unknown;
  /** who authenticated (usage is counted per identity) */
  identity: Identity;
  /** the user a login token in the header's user slot names; 401 `invalid_user_login` for a slot that names nobody */
  user(): WireUser | null;
  /** this service's own origin as the request reached it (file URLs are built on it) */
  origin: string;
}

export type Handler = (ctx: RouteContext) => Answer;

export interface Route {
  /** path below the base, `:name` segments capture */
  path: string;
  methods: Partial<Record<'GET' | 'POST' | 'PUT', Handler>>;
}

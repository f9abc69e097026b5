import type { IncomingHttpHeaders } from 'node:http';
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
}

export type Handler = (ctx: RouteContext) => Answer;

export interface Route {
  /** path below the base, `:name` segments capture */
  path: string;
  methods: Partial<Record<'GET' | 'POST', Handler>>;
}

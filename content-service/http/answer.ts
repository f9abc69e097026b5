import type { ServerResponse } from 'node:http';
import { USAGE_LIMIT_INFO_HEADER, USAGE_LIMIT_TIME_HEADER } from '../../content-client/wire';
import { ApiError, GeoError } from './errors';

/** A JSON answer with its body already serialized. */
export interface Answer {
  status: number;
  body: string;
}

export function json(status: number, value: unknown): Answer {
  return { status, body: JSON.stringify(value) };
}

export function data(value: unknown, status = 200): Answer {
  return json(status, { data: value });
}

/** The list envelope from pre-serialized JSON documents (avoids re-parsing stored rows). */
export function listOfDocs(docs: string[], total: number): Answer {
  return { status: 200, body: `{"data":{"index":[${docs.join(',')}],"total":${total}}}` };
}

export function list(items: unknown[], total = items.length): Answer {
  return data({ index: items, total });
}

export function errorAnswer(error: ApiError | GeoError): Answer {
  if (error instanceof GeoError) {
    return json(error.status, { error: { code: error.code, info: error.info, type: error.type } });
  }
  return json(error.status, { error: { id: error.id, data: error.data } });
}

export interface Usage {
  used: number;
  limit: number;
  windowSeconds: number;
}

export function send(res: ServerResponse, answer: Answer, usage: Usage, extraHeaders: Record<string, string> = {}): void {
  res.writeHead(answer.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(answer.body),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    [USAGE_LIMIT_INFO_HEADER]: `${usage.used}/${usage.limit}`,
    [USAGE_LIMIT_TIME_HEADER]: String(usage.windowSeconds),
    ...extraHeaders,
  });
  res.end(answer.body);
}

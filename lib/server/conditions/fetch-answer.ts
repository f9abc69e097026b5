import 'server-only';
import { MAX_ANSWER_BYTES } from '@/lib/conditions/read-json';
import type { SourceRequest } from '@/lib/conditions/sources/source';
import { readCapped } from '../read-capped';

/** What one ask of a source brought back. */
export type Answer =
  | { status: 'changed'; text: string; etag: string; lastModified: string }
  /** 304: the source says nothing changed since the validators we sent. */
  | { status: 'unchanged' };

export interface Validators {
  etag: string;
  lastModified: string;
}

/** A status other than 200 and 304. 404 and 410 mean the address itself is gone (an agency retired it). */
export class AnswerStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'AnswerStatusError';
  }

  get addressGone(): boolean {
    return this.status === 404 || this.status === 410;
  }
}

/**
 * One request to an agency: a time-out over the whole exchange (a source that hangs costs at most `timeoutMs`),
 * conditional when the last answer came with validators, the body read up to MAX_ANSWER_BYTES and no further.
 * Any status but 200 and 304 is an error.
 */
export async function fetchAnswer(request: SourceRequest, validators: Validators, timeoutMs: number): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (validators.etag) headers['If-None-Match'] = validators.etag;
  if (validators.lastModified) headers['If-Modified-Since'] = validators.lastModified;
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await fetch(request.url, { headers, signal, redirect: 'follow', cache: 'no-store' });
  if (response.status === 304) return { status: 'unchanged' };
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new AnswerStatusError(response.status);
  }
  return {
    status: 'changed',
    text: await readBounded(response),
    etag: response.headers.get('etag') ?? '',
    lastModified: response.headers.get('last-modified') ?? '',
  };
}

async function readBounded(response: Response): Promise<string> {
  const tooBig = new Error(`answer is over ${MAX_ANSWER_BYTES} bytes`);
  if (Number(response.headers.get('content-length')) > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw tooBig;
  }
  const text = await readCapped(response.body, MAX_ANSWER_BYTES);
  if (text === null) throw tooBig;
  return text;
}

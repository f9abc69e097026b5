/**
 * A query string read against one of the feed's schemas (./params.ts): the answer's values, or the one message a
 * client sees in its 400. Every key is looked at: an unknown or repeated one is refused rather than ignored, so a
 * misspelt filter never answers as if it had been applied.
 */
import type { z } from 'zod';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** At most this many characters of a query string are read; longer ones are refused whole. */
export const MAX_QUERY_LENGTH = 2000;

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The query is not valid.';
  if (issue.code === 'unrecognized_keys') return `Unknown parameter: ${issue.keys.slice(0, 3).map((key) => `'${key.slice(0, 40)}'`).join(', ')}.`;
  const name = issue.path.join('.');
  return name ? `${name}: ${issue.message}` : issue.message;
}

export function parseQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): Parsed<z.output<S>> {
  if (params.toString().length > MAX_QUERY_LENGTH) return { ok: false, message: `The query is longer than ${MAX_QUERY_LENGTH} characters.` };
  const raw: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.hasOwn(raw, key)) return { ok: false, message: `${key.slice(0, 40)}: given more than once.` };
    raw[key] = value;
  }
  const result = schema.safeParse(raw);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: firstIssue(result.error) };
}

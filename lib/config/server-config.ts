import 'server-only';
import { contentConnection, problemsMessage, readEnv, type ContentConnection, type EnvValues } from './env-schema.mjs';

let reading: EnvValues | undefined;

/**
 * The process's configuration, read and validated once. In staging and production any problem throws (the start
 * scripts already refuse to start; this guards a server started some other way); in development invalid values
 * were reported by the start script and their defaults apply.
 */
export function serverEnv(): EnvValues {
  if (reading) return reading;
  const result = readEnv(process.env);
  if (result.strict && result.problems.length > 0) throw new Error(problemsMessage('The site', result.environment, result.problems));
  reading = result.values;
  return reading;
}

/** Content host, project and credentials (development keys only in development against the embedded service). */
export function contentSettings(): ContentConnection & { timeoutMs: number } {
  const values = serverEnv();
  return { ...contentConnection(values), timeoutMs: values.ELEBASE_TIMEOUT };
}

/** Tests that change process.env call this so the next read sees the change. */
export function forgetServerEnv(): void {
  reading = undefined;
}

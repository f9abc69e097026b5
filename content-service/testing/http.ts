import http from 'node:http';
import { createHmac } from 'node:crypto';

/** Test-side request helpers (signing is done here, independently of the service's own auth code). */
export interface Target {
  host: string;
  project: string;
  publicKey: string;
  privateKey: string;
  token: string;
}

export function hmacAuthorization(target: Target, bodyText = '', time = Math.round(Date.now() / 1000)): string {
  const hash = createHmac('sha256', target.privateKey).update(bodyText + String(time)).digest('hex');
  return `Elebase ${target.publicKey}:${hash}:${time}`;
}

export function basicAuthorization(token: string, user = ''): string {
  return `Basic ${Buffer.from(`${user}:${token}`).toString('base64')}`;
}

// A response body under test is whatever JSON came back; tests assert on its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** Signed call to `{host}/{project}/v1{path}`; `auth: false` sends no Authorization, a string sends that. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the body type of CallResult above
export async function call<T = any>(
  target: Target,
  path: string,
  options: { method?: string; body?: unknown; auth?: false | string; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const bodyText = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (bodyText !== undefined) headers['Content-Type'] = 'application/json';
  if (options.auth !== false) headers.Authorization = options.auth ?? hmacAuthorization(target, bodyText ?? '');
  const response = await fetch(`${target.host}/${target.project}/v1${path}`, {
    method: options.method ?? (bodyText === undefined ? 'GET' : 'POST'),
    headers,
    body: bodyText,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/**
 * A request with the target sent exactly as given (fetch would normalize `//[`, `*` or `%zz`); JSON body parsed
 * when there is one.
 */
export function rawRequest(
  host: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<CallResult> {
  const { hostname, port } = new URL(host);
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
    const req = http.request({ host: hostname, port, method, path: target, headers: { ...length, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') out.set(name, value);
        resolve({ status: res.statusCode ?? 0, headers: out, body: text ? JSON.parse(text) : null });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

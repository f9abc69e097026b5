/**
 * Elebase Project API client. Server-side only; no caching in here — see `memo.ts`
 * for a per-request memo.
 */
import { authorizationHeader } from './auth';
import { createConfig, isContentConfig, type ContentConfig, type ContentConfigInput } from './config';
import { PREVIEW_PHASES } from './wire';
import { badOptionValue, ContentApiError } from './errors';
import {
  buildUrl,
  interpret,
  isPlainObject,
  normalizePath,
  sendWith,
  type CallOptions,
  type HttpMethod,
  type JsonObject,
  type QueryParams,
} from './transport';
import type { WireContact, WireEntry, WireEntryInput, WireEntryPatch, WireFile, WireFileInput, WireList, WireLogin } from './wire';

export interface RequestOptions extends CallOptions {
  /** Query parameters; arrays are joined with commas, undefined/null dropped. */
  params?: QueryParams;
  /** Return `index[0] ?? null` of a list answer. */
  first?: boolean;
  /** Preview: `Cache-Control: no-cache` and `phase=1,2,3,4`. */
  preview?: boolean;
  /** The Authorization header's user slot for this call (an editor's login token), instead of the configured one. */
  user?: string;
}

/** Options of a write: no list shaping, no preview. */
export type WriteOptions = Omit<RequestOptions, 'params' | 'first' | 'preview'>;

export type FirstOptions = RequestOptions & { first: true };

export interface ClientDeps {
  /** Clock in ms (tests); default Date.now. */
  now?: () => number;
}

export interface ContentClient {
  readonly config: ContentConfig;
  get<T = unknown>(path: string, options: FirstOptions): Promise<T | null>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options: FirstOptions): Promise<T | null>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, data: JsonObject, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, data: JsonObject, options?: RequestOptions): Promise<T>;
  /** GET /entries (configured phases unless `params.phase` or preview). */
  entries(params?: QueryParams, options?: Omit<RequestOptions, 'params' | 'first'>): Promise<WireList<WireEntry>>;
  /**
   * GET /entries?id= → the entry or null. Elebase does not phase-filter id lookups, so this also returns
   * null when the entry's phase is outside the configured phases (or 1–4 with `preview`).
   */
  entry(id: string, options?: Omit<RequestOptions, 'params' | 'first'>): Promise<WireEntry | null>;
  contacts(params?: QueryParams, options?: Omit<RequestOptions, 'params' | 'first'>): Promise<WireList<WireContact>>;
  contact(id: string, options?: Omit<RequestOptions, 'params' | 'first'>): Promise<WireContact | null>;
  /** POST /entries → the new entry (a draft unless `options.user` is the login of a user who may publish). */
  createEntry(entry: WireEntryInput, options?: WriteOptions): Promise<WireEntry>;
  /** PUT /entries → the changed entry; publishing, or changing a published entry, takes an editor's login. */
  updateEntry(patch: WireEntryPatch, options?: WriteOptions): Promise<WireEntry>;
  /** POST /files → the stored file (its bytes base64 in `file.data`). */
  storeFile(file: WireFileInput, options?: WriteOptions): Promise<WireFile>;
  /** POST /user/login → a login token for `options.user` of later calls, bound to this client's key. */
  logIn(email: string, pwd: string, options?: WriteOptions): Promise<WireLogin>;
}

const ENTRIES_PATH = '/entries';

function isListShape(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && ('index' in value || 'total' in value);
}

/** List answers: `index` always an array, `total` always a number (0 when not numeric). */
export function normalizeList(value: unknown): unknown {
  if (!isListShape(value)) return value;
  const total = typeof value.total === 'string' && value.total.trim() === '' ? NaN : Number(value.total);
  return {
    ...value,
    index: Array.isArray(value.index) ? value.index : [],
    total: Number.isFinite(total) ? total : 0,
  };
}

function firstOf(value: unknown): unknown {
  if (isListShape(value)) return (value.index as unknown[])[0] ?? null;
  return value ?? null;
}

function queryFor(config: ContentConfig, path: string, method: HttpMethod, options: RequestOptions): QueryParams {
  const params: Record<string, QueryParams[string]> = { ...options.params };
  if (options.preview) params.phase = PREVIEW_PHASES;
  else if (method === 'GET' && path === ENTRIES_PATH && params.phase == null) params.phase = config.phases;
  return params;
}

function jsonText(data: JsonObject): string {
  try {
    return JSON.stringify(data);
  } catch (error) {
    throw badOptionValue(`data is not JSON-serialisable: ${(error as Error).message}`);
  }
}

export function createClient(config: ContentConfig | ContentConfigInput, deps: ClientDeps = {}): ContentClient {
  const settings = isContentConfig(config) ? config : createConfig(config);
  const now = deps.now ?? Date.now;

  async function request(method: HttpMethod, rawPath: string, data: JsonObject | undefined, options: RequestOptions = {}) {
    const path = normalizePath(rawPath);
    if ((method === 'POST' || method === 'PUT') && !isPlainObject(data)) {
      throw badOptionValue(`${method} ${path} needs a plain data object`);
    }
    const body = data === undefined ? undefined : jsonText(data);
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', settings.locales.join(','));
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (options.preview) headers.set('Cache-Control', 'no-cache');
    headers.set(
      'Authorization',
      authorizationHeader(
        { publicKey: settings.key?.public, privateKey: settings.key?.private, token: settings.token, user: options.user ?? settings.user },
        body,
        now(),
      ),
    );
    const answer = await sendWith(settings, { method, url: buildUrl(settings.baseUrl, path, queryFor(settings, path, method, options)), headers, body }, options);
    options.onStatus?.(answer.status);
    const result = normalizeList(interpret(answer, (status, errorBody, answerHeaders) => new ContentApiError(status, errorBody, answerHeaders)));
    return options.first ? firstOf(result) : result;
  }

  const client = {
    config: settings,
    get: (path: string, options?: RequestOptions) => request('GET', path, undefined, options),
    delete: (path: string, options?: RequestOptions) => request('DELETE', path, undefined, options),
    post: (path: string, data: JsonObject, options?: RequestOptions) => request('POST', path, data ?? null, options),
    put: (path: string, data: JsonObject, options?: RequestOptions) => request('PUT', path, data ?? null, options),
    entries: (params?: QueryParams, options?: RequestOptions) => request('GET', ENTRIES_PATH, undefined, { ...options, params }),
    entry: async (id: string, options?: RequestOptions) => {
      const found = await request('GET', ENTRIES_PATH, undefined, { ...options, params: { id }, first: true });
      const phases: readonly number[] = options?.preview ? PREVIEW_PHASES : settings.phases;
      return isPlainObject(found) && phases.includes(found.phase as number) ? found : null;
    },
    contacts: (params?: QueryParams, options?: RequestOptions) => request('GET', '/contacts', undefined, { ...options, params }),
    contact: (id: string, options?: RequestOptions) => request('GET', '/contacts', undefined, { ...options, params: { id }, first: true }),
    createEntry: (entry: WireEntryInput, options?: WriteOptions) => request('POST', ENTRIES_PATH, { ...entry }, options),
    updateEntry: (patch: WireEntryPatch, options?: WriteOptions) => request('PUT', ENTRIES_PATH, { ...patch }, options),
    storeFile: (file: WireFileInput, options?: WriteOptions) => request('POST', '/files', { ...file }, options),
    logIn: (email: string, pwd: string, options?: WriteOptions) => request('POST', '/user/login', { email, pwd }, options),
  };
  return client as ContentClient;
}

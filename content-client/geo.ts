/**
 * Elebase Geo Tools client: token in the query on GET, in the JSON body on POST;
 * `data` unwrapped when present; errors → GeoApiError.
 */
import { createGeoConfig, isGeoConfig, type GeoConfig, type GeoConfigInput } from './config';
import { badOptionValue, GeoApiError } from './errors';
import { buildUrl, interpret, isPlainObject, normalizePath, sendWith, type CallOptions, type HttpMethod, type JsonObject, type QueryParams } from './transport';

export interface GeoClient {
  readonly config: GeoConfig;
  get<T = unknown>(path: string, params?: QueryParams, options?: CallOptions): Promise<T>;
  post<T = unknown>(path: string, data: JsonObject, options?: CallOptions): Promise<T>;
}

export function createGeoClient(config: GeoConfig | GeoConfigInput): GeoClient {
  const settings = isGeoConfig(config) ? config : createGeoConfig(config);

  async function request(method: HttpMethod, rawPath: string, params: QueryParams, data: JsonObject | undefined, options: CallOptions = {}) {
    const path = normalizePath(rawPath);
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    let body: string | undefined;
    if (data !== undefined) {
      body = JSON.stringify({ ...data, token: settings.token });
      headers.set('Content-Type', 'application/json');
    }
    const answer = await sendWith(settings, { method, url: buildUrl(settings.baseUrl, path, params), headers, body }, options);
    return interpret(answer, (status, errorBody) => new GeoApiError(status, errorBody));
  }

  const client = {
    config: settings,
    get: (path: string, params?: QueryParams, options?: CallOptions) =>
      request('GET', path, { ...params, token: settings.token }, undefined, options),
    post: async (path: string, data: JsonObject, options?: CallOptions) => {
      if (!isPlainObject(data)) throw badOptionValue('geo POST needs a plain data object');
      return request('POST', path, {}, data, options);
    },
  };
  return client as GeoClient;
}

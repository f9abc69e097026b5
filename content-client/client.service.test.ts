/**
 * The client against the real embedded content service (spawned over HTTP, fixture seed).
 */
import { FIXTURE_IDS } from '../content-service/seed/fixture';
import { startServiceProcess, type ServiceProcess } from '../tests/fixtures/content-service/service-process';
import {
  ContentApiError,
  createClient,
  createGeoClient,
  GeoApiError,
  type ContentConfigInput,
  type FetchLike,
} from './index';
import type { WireContact, WireEntry, WireList } from './wire';

jest.setTimeout(60_000);

let service: ServiceProcess;

beforeAll(async () => {
  service = await startServiceProcess({ env: { CONTENT_SEED: 'fixture' } });
});

afterAll(async () => {
  await service?.stop();
});

const keyConfig = (overrides: Partial<ContentConfigInput> = {}): ContentConfigInput => ({
  host: service.host,
  project: service.project,
  key: { public: service.publicKey, private: service.privateKey },
  phases: [4],
  timeout: 5000,
  ...overrides,
});

async function rejection<T extends Error>(promise: Promise<unknown>): Promise<T> {
  try {
    await promise;
  } catch (error) {
    return error as T;
  }
  throw new Error('expected a rejection');
}

const ids = (list: WireList<WireEntry>) => list.index.map((entry) => entry.id);

describe('authentication', () => {
  it('accepts a signed GET and unwraps the list envelope', async () => {
    const list = await createClient(keyConfig()).entries({ type: 'dine' });
    expect(typeof list.total).toBe('number');
    expect(ids(list).sort()).toEqual([FIXTURE_IDS.brewery, FIXTURE_IDS.cafe].sort());
    expect(list.total).toBe(2);
  });

  it('rejects a tampered private key with ContentApiError 401 invalid_key', async () => {
    const error = await rejection<ContentApiError>(
      createClient(keyConfig({ key: { public: service.publicKey, private: `${service.privateKey}x` } })).entries(),
    );
    expect(error).toBeInstanceOf(ContentApiError);
    expect(error).toMatchObject({ status: 401, id: 'invalid_key', data: null });
    expect(error.message).toBe('API error: {"id":"invalid_key","data":null}');
    expect(error.headers['X-Usage-Limit-Info']).toMatch(/^\d+\/\d+$/);
  });

  it('rejects a stale timestamp (clock 10 minutes behind) with 401', async () => {
    const client = createClient(keyConfig(), { now: () => Date.now() - 10 * 60_000 });
    expect(await rejection(client.entries())).toMatchObject({ name: 'ContentApiError', status: 401, id: 'invalid_key' });
  });

  it('works with token (Basic) auth', async () => {
    const client = createClient({ host: service.host, project: service.project, token: service.token, phases: [4] });
    expect(await client.entry(FIXTURE_IDS.lodge)).toMatchObject({ id: FIXTURE_IDS.lodge, title: 'Lodge at Whitefish Lake' });
  });

  it('signs POST bodies: POST /forms/consumer answers 201', async () => {
    const statuses: number[] = [];
    const fetch: FetchLike = async (request, init) => {
      const response = await globalThis.fetch(request, init);
      statuses.push(response.status);
      return response;
    };
    const client = createClient(keyConfig({ fetch }));
    const submission = await client.post<{ id: string }>('/forms/consumer/', { email: ' visitor@example.com ' }, {
      headers: { 'Idempotency-Key': `client-test-${Date.now()}` },
    });
    expect(statuses).toEqual([201]);
    expect(submission).toEqual(expect.objectContaining({ id: expect.any(String) }));
    const invalid = await rejection<ContentApiError>(client.post('/forms/consumer', { email: 'nope' }));
    expect(invalid).toMatchObject({ status: 400, id: 'invalid_email', data: ['email'] });
  });
});

describe('entries', () => {
  it('sends the configured phases on /entries: a phase-1 draft is absent, present with preview', async () => {
    const urls: string[] = [];
    const seenInit: Array<Record<string, unknown> | undefined> = [];
    const fetch: FetchLike = (request, init) => {
      urls.push(request.url);
      seenInit.push(init);
      return globalThis.fetch(request);
    };
    const client = createClient(keyConfig({ fetch }));
    const published = await client.entries({ type: 'dine' }, { fetchOptions: { next: { revalidate: 3600, tags: ['dine'] } } });
    expect(ids(published)).not.toContain(FIXTURE_IDS.draft);
    expect(new URL(urls[0]).searchParams.get('phase')).toBe('4');
    expect(seenInit[0]).toEqual(expect.objectContaining({ next: { revalidate: 3600, tags: ['dine'] } }));

    const preview = await client.entries({ type: 'dine' }, { preview: true });
    expect(ids(preview)).toContain(FIXTURE_IDS.draft);
    expect(ids(preview)).not.toContain(FIXTURE_IDS.deleted);
    expect(new URL(urls[1]).searchParams.get('phase')).toBe('1,2,3,4');

    const explicit = await client.entries({ type: 'shop', phase: [2, 3] });
    expect(ids(explicit).sort()).toEqual([FIXTURE_IDS.pending, FIXTURE_IDS.approved].sort());
  });

  it('`first` gives the entry or null; entry() hides phases outside the configured ones', async () => {
    const client = createClient(keyConfig());
    const brewery = await client.get<WireEntry>('/entries', { params: { id: FIXTURE_IDS.brewery }, first: true });
    expect(brewery).toMatchObject({ id: FIXTURE_IDS.brewery, title: 'Great Northern Brewing', phase: 4 });
    expect(await client.get('/entries', { params: { id: '0f000000-0000-4000-8000-0000000000ff' }, first: true })).toBeNull();
    expect(await client.entry(FIXTURE_IDS.deleted)).toBeNull();
    expect(await client.entry(FIXTURE_IDS.draft)).toBeNull();
    expect(await client.entry(FIXTURE_IDS.draft, { preview: true })).toMatchObject({ id: FIXTURE_IDS.draft, phase: 1 });
  });

  it('orders, searches and paginates with a numeric total', async () => {
    const client = createClient(keyConfig());
    const byTitle = await client.entries({ type: 'dine', order: 'title' });
    expect(byTitle.index.map((entry) => entry.title)).toEqual(['alpine Cafe', 'Great Northern Brewing']);
    const reversed = await client.entries({ type: 'dine', order: '-title' });
    expect(reversed.index.map((entry) => entry.title)).toEqual(['Great Northern Brewing', 'alpine Cafe']);

    const search = await client.entries({ search: 'huckleberry', order: 'score' });
    expect(search.total).toBeGreaterThan(0);
    expect(ids(search)).not.toContain(FIXTURE_IDS.deleted);
    expect(search.index.every((entry) => JSON.stringify(entry).toLowerCase().includes('huckleberry'))).toBe(true);

    const all = await client.entries({ order: 'title', limit: 100 });
    const page1 = await client.entries({ order: 'title', limit: 3, page: 1 });
    const page2 = await client.entries({ order: 'title', limit: 3, page: 2 });
    expect(page1.total).toBe(all.total);
    expect(page2.total).toBe(all.total);
    expect(page1.index).toHaveLength(3);
    expect([...ids(page1), ...ids(page2)]).toEqual(ids(all).slice(0, 6));
    expect(all.index.every((entry) => entry.phase === 4)).toBe(true);
  });

  it('reads contacts and maps unknown paths to ContentApiError 404', async () => {
    const client = createClient(keyConfig());
    const contact = await client.contact(FIXTURE_IDS.contactBrewery);
    expect(contact).toMatchObject<Partial<WireContact>>({ id: FIXTURE_IDS.contactBrewery, organization: 'Great Northern Brewing' });
    const contacts = await client.contacts({ id: [FIXTURE_IDS.contactBrewery, FIXTURE_IDS.contactChamber] });
    expect(contacts.total).toBe(2);
    expect(await rejection(client.get('/nowhere'))).toMatchObject({ name: 'ContentApiError', status: 404 });
  });
});

describe('geo client', () => {
  it('reads feature types with the token in the query; a bad token gives GeoApiError', async () => {
    const geo = createGeoClient({ host: `${service.host}/geo`, token: service.token, timeout: 5000 });
    const types = await geo.get<{ index: Array<{ id: string }>; total: number }>('/feature/types');
    expect(types.index.map((type) => type.id).sort()).toEqual(['poi', 'trail']);
    const error = await rejection<GeoApiError>(createGeoClient({ host: `${service.host}/geo`, token: 'wrong' }).get('/feature/types'));
    expect(error).toBeInstanceOf(GeoApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_token' });
  });
});

describe('usage limit', () => {
  let limited: ServiceProcess;
  beforeAll(async () => {
    limited = await startServiceProcess({ env: { CONTENT_SEED: 'fixture', CONTENT_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it('surfaces 429 with the X-Usage-Limit-* headers on the error', async () => {
    const client = createClient({
      host: limited.host,
      project: limited.project,
      key: { public: limited.publicKey, private: limited.privateKey },
    });
    for (let i = 0; i < 3; i++) await client.entries({ limit: 1 });
    const error = await rejection<ContentApiError>(client.entries({ limit: 1 }));
    expect(error).toBeInstanceOf(ContentApiError);
    expect(error.status).toBe(429);
    expect(error.id).toBe('usage_limit_exceeded');
    expect(error.headers).toEqual({ 'X-Usage-Limit-Info': '4/3', 'X-Usage-Limit-Time': '60' });
  });
});

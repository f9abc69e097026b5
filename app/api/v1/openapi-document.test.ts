/**
 * The OpenAPI document of /api/v1 (docs/product.md#the-open-feed) is a valid OpenAPI 3.1 description, served with
 * the feed's headers, and describes what the handlers answer: each answer below matches its schema there.
 */
import { validate, compileErrors } from '@readme/openapi-parser';
import { startServiceProcess, type ServiceProcess } from '@/tests/fixtures/content-service/service-process';
import { answerChecker } from '@/tests/fixtures/openapi-answers';

jest.setTimeout(60_000);
jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));

let service: ServiceProcess;
let doc: Parameters<typeof answerChecker>[0] & Record<string, unknown>;

beforeAll(async () => {
  service = await startServiceProcess();
  process.env.ELEBASE_HOST = service.host;
  await (await import('@/lib/content/replica')).replicaReady();
  const route = await import('./openapi.json/route');
  doc = await (await route.GET(new Request('http://localhost/api/v1/openapi.json'))).json();
});

afterAll(async () => {
  await service?.stop();
});

it('validates as OpenAPI 3.1', async () => {
  expect(doc.openapi).toBe('3.1.0');
  const result = await validate(structuredClone(doc) as never);
  if (!result.valid) throw new Error(compileErrors(result));
  expect(result.valid).toBe(true);
});

it('describes every answer of the handlers, errors included', async () => {
  const check = answerChecker(doc);
  expect(check('/api/v1/places', 200, { items: [{ name: 1 }], next: null })).not.toEqual([]);
  const places = await import('./places/route');
  const events = await import('./events/route');
  const conditions = await import('./conditions/route');
  const changes = await import('./changes/route');
  const entries = await import('./entries/[id]/route');
  const get = async (handler: (request: Request) => Promise<Response>, url: string) => {
    const response = await handler(new Request(`http://localhost${url}`));
    return { status: response.status, body: await response.json() };
  };
  const answers = [
    ['/api/v1/places', await get(places.GET, '/api/v1/places?near=48.41,-114.35&radius=10&limit=5')],
    ['/api/v1/places', await get(places.GET, '/api/v1/places?fields=name,url')],
    ['/api/v1/places', await get(places.GET, '/api/v1/places?near=x')],
    ['/api/v1/events', await get(events.GET, '/api/v1/events?limit=50')],
    ['/api/v1/conditions', await get(conditions.GET, '/api/v1/conditions')],
    ['/api/v1/changes', await get(changes.GET, '/api/v1/changes?limit=100')],
  ] as const;
  for (const [path, { status, body }] of answers) expect([path, status, check(path, status, body)]).toEqual([path, status, []]);
  const id = (answers[0][1].body as { items: { id: string }[] }).items[0].id;
  const detail = await entries.GET(new Request(`http://localhost/api/v1/entries/${id}`), { params: Promise.resolve({ id }) });
  expect(check('/api/v1/entries/{id}', 200, await detail.json())).toEqual([]);
});

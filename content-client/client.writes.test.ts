/**
 * The client's writes against the real embedded content service (spawned over HTTP: its own start seeds the
 * development editors).
 */
import { DEV_USERS } from '../shared/dev-values.mjs';
import { startServiceProcess, type ServiceProcess } from '../tests/fixtures/content-service/service-process';
import { ContentApiError, createClient, type ContentClient } from './index';

jest.setTimeout(60_000);

let service: ServiceProcess;
let client: ContentClient;
beforeAll(async () => {
  service = await startServiceProcess({ env: { CONTENT_SEED: 'fixture' } });
  client = createClient({ host: service.host, project: service.project, key: { public: service.publicKey, private: service.privateKey }, phases: [4] });
});
afterAll(async () => {
  await service?.stop();
});

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const start = new Date(Date.now() + 2 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');

test('a draft with its image is stored with the keys, hidden, then published with an editor’s login', async () => {
  const file = await client.storeFile({ name: 'poster.png', type: 'image/png', data: PNG, ip_attribution: 'Club photo' });
  const draft = await client.createEntry(
    {
      title: 'Club Ski Swap',
      types: ['event'],
      elements: [
        { id: 'event-datetime', type: 'datetime', data: [[start, start]] },
        { id: 'image', type: 'file', data: [{ id: file.id }] },
      ],
    },
    { headers: { 'Idempotency-Key': 'client-writes-1' } },
  );
  expect(draft.phase).toBe(1);
  expect(await client.entry(draft.id)).toBeNull(); // the site's phases: published only

  const refused = await client.updateEntry({ id: draft.id, phase: 4 }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ContentApiError);
  expect((refused as ContentApiError).status).toBe(403);

  const [editor] = DEV_USERS;
  const login = await client.logIn(editor.email, editor.pwd);
  const published = await client.updateEntry({ id: draft.id, phase: 4, title: 'Club Ski & Board Swap' }, { user: login.token });
  expect(published).toMatchObject({ phase: 4, title: 'Club Ski & Board Swap', users: [login.id] });
  expect((await client.entry(draft.id))?.title).toBe('Club Ski & Board Swap');
});

test('a wrong password is a ContentApiError invalid_user_login', async () => {
  const error = await client.logIn(DEV_USERS[0].email, 'wrong').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentApiError);
  expect((error as ContentApiError).id).toBe('invalid_user_login');
});

/** `content-service/main.ts` as a process: refuses to start in staging/production without its own values. */
import fs from 'node:fs';
import { DEV_PRIVATE_KEY, DEV_PROJECT, DEV_PUBLIC_KEY, DEV_TOKEN, DEV_USERS } from '../shared/dev-values.mjs';
import { basicAuthorization, call, hmacAuthorization } from '../tests/fixtures/content-service/http';
import { startServiceProcess } from '../tests/fixtures/content-service/service-process';

jest.setTimeout(60_000);

const UNSET = { ELEBASE_PROJECT: '', ELEBASE_PUBLIC_KEY: '', ELEBASE_PRIVATE_KEY: '', ELEBASE_TOKEN: '' };
const OWN = {
  ELEBASE_PROJECT: 'b3a1c7de-0000-4000-8000-000000000001',
  ELEBASE_PUBLIC_KEY: 'pk-0123456789abcdef',
  ELEBASE_PRIVATE_KEY: 'sk-0123456789abcdef0123',
  ELEBASE_TOKEN: 'tok-0123456789abcdef0123',
};

async function startError(env: Record<string, string>): Promise<string> {
  try {
    const svc = await startServiceProcess({ env: { CONTENT_SEED: 'none', ...env } });
    await svc.stop();
    fs.rmSync(svc.dataDir, { recursive: true, force: true });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the service started');
}

test('production without its values: exit 1 with one message listing every problem', async () => {
  const message = await startError({ ...UNSET, SITE_ENV: 'production' });
  expect(message).toMatch(/exited with 1/);
  expect(message).toContain('content service refuses to start (SITE_ENV=production):');
  for (const name of ['ELEBASE_PROJECT', 'ELEBASE_PUBLIC_KEY', 'ELEBASE_PRIVATE_KEY', 'ELEBASE_TOKEN']) {
    expect(message).toContain(`  - ${name} must be set.`);
  }
});

test('staging with the published development values: refused, each one listed', async () => {
  const message = await startError({
    SITE_ENV: 'staging',
    ELEBASE_PROJECT: DEV_PROJECT,
    ELEBASE_PUBLIC_KEY: DEV_PUBLIC_KEY,
    ELEBASE_PRIVATE_KEY: DEV_PRIVATE_KEY,
    ELEBASE_TOKEN: DEV_TOKEN,
  });
  expect(message).toMatch(/exited with 1/);
  expect(message.match(/is a published development value/g)).toHaveLength(4);
});

test('production with its own values starts, and accepts those values only', async () => {
  const svc = await startServiceProcess({ env: { ...OWN, SITE_ENV: 'production', CONTENT_SEED: 'fixture' } });
  try {
    expect(svc.project).toBe(OWN.ELEBASE_PROJECT);
    expect((await call(svc, '/entries?limit=1')).status).toBe(200);
    expect((await call(svc, '/entries?limit=1', { auth: basicAuthorization(OWN.ELEBASE_TOKEN) })).status).toBe(200);
    const devKeys = { ...svc, publicKey: DEV_PUBLIC_KEY, privateKey: DEV_PRIVATE_KEY };
    expect((await call(svc, '/entries?limit=1', { auth: hmacAuthorization(devKeys) })).status).toBe(401);
    expect((await call(svc, '/entries?limit=1', { auth: basicAuthorization(DEV_TOKEN) })).status).toBe(401);
    expect((await fetch(`${svc.host}/geo/feature/types?token=${DEV_TOKEN}`)).status).toBe(401);
    // The development editors exist in development only: their published passwords sign nobody in here.
    const [editor] = DEV_USERS;
    expect((await call(svc, '/user/login', { body: { email: editor.email, pwd: editor.pwd } })).status).toBe(401);
  } finally {
    await svc.stop();
    fs.rmSync(svc.dataDir, { recursive: true, force: true });
  }
});

test('development needs no configuration', async () => {
  const svc = await startServiceProcess({ env: { ...UNSET, SITE_ENV: '', CONTENT_SEED: 'fixture' } });
  try {
    expect((await call(svc, '/entries?limit=1', { auth: basicAuthorization(DEV_TOKEN) })).status).toBe(200);
    const [editor] = DEV_USERS;
    expect((await call(svc, '/user/login', { body: { email: editor.email, pwd: editor.pwd } })).status).toBe(200);
  } finally {
    await svc.stop();
    fs.rmSync(svc.dataDir, { recursive: true, force: true });
  }
});

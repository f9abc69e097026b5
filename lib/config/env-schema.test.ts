import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { envExample } from '../../scripts/env-example.mjs';
import { DEV_PRIVATE_KEY, DEV_PUBLIC_KEY, DEV_TOKEN } from '@/shared/dev-values.mjs';
import { checkEnv, contentConnection, ENV_VARIABLES, readEnv } from './env-schema.mjs';

const ROOT = path.resolve(__dirname, '../..');
const PRODUCTION = {
  SITE_ENV: 'production',
  SITE_URL: 'https://explorewhitefish.com',
  ELEBASE_HOST: 'https://cdn.elebase.io',
  ELEBASE_PROJECT: '0b6f0c52-1111-4a4a-8c8c-123456789abc',
  ELEBASE_PUBLIC_KEY: 'pk-live-0123456789',
  ELEBASE_PRIVATE_KEY: 'sk-live-0123456789abcdef',
  PREVIEW_SECRET: 'preview-0123456789abcdef',
  REVALIDATE_SECRET: 'revalidate-0123456789abcdef',
};

describe('development', () => {
  it('needs no configuration and signs with the development keys against the embedded service', () => {
    const { values, problems, strict } = readEnv({});
    expect(problems).toEqual([]);
    expect(strict).toBe(false);
    expect(values).toMatchObject({ PORT: 3000, CONTENT_PORT: 4010, ELEBASE_PHASES: [4], CONTENT_BUDGET: 1000, TRUSTED_PROXY_HOPS: 0 });
    expect(contentConnection(values)).toEqual({
      host: 'http://127.0.0.1:4010',
      embedded: true,
      project: 'whitefish',
      key: { public: DEV_PUBLIC_KEY, private: DEV_PRIVATE_KEY },
    });
  });

  it('uses no development key for a remote content host', () => {
    const { values } = readEnv({ ELEBASE_HOST: 'https://cdn.elebase.io' });
    expect(contentConnection(values)).toEqual({ host: 'https://cdn.elebase.io', embedded: false, project: '' });
  });

  it('reports invalid values and falls back to their defaults, never printing a secret', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const reading = checkEnv({ PORT: 'eighty', ELEBASE_PHASES: '4,9', REDIS_URL: 'http://user:hunter2@cache' }, 'test');
    expect(reading.values.PORT).toBe(3000);
    expect(reading.values.ELEBASE_PHASES).toEqual([4]);
    expect(reading.problems).toEqual(['PORT is not valid ("eighty").', 'ELEBASE_PHASES is not valid ("4,9").', 'REDIS_URL is not valid.']);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('hunter2');
    warn.mockRestore();
  });
});

describe('staging and production', () => {
  it('start with a complete configuration', () => {
    const reading = readEnv(PRODUCTION);
    expect(reading.problems).toEqual([]);
    expect(contentConnection(reading.values)).toMatchObject({ project: PRODUCTION.ELEBASE_PROJECT, key: { public: 'pk-live-0123456789' } });
  });

  it('refuse to start with nothing set, listing every problem in one message', () => {
    expect(() => checkEnv({ SITE_ENV: 'staging' }, 'npm start')).toThrow(
      [
        'npm start refuses to start: SITE_ENV=staging needs a complete configuration (see .env.example).',
        '  - SITE_URL must be set.',
        '  - ELEBASE_PROJECT must be set.',
        '  - PREVIEW_SECRET must be set.',
        '  - REVALIDATE_SECRET must be set.',
        '  - ELEBASE_TOKEN, ELEBASE_PUBLIC_KEY and ELEBASE_PRIVATE_KEY must all be set for the embedded content service.',
      ].join('\n'),
    );
  });

  it('take an unknown SITE_ENV for a mistake, not for development', () => {
    const reading = readEnv({ SITE_ENV: 'prod' });
    expect(reading.strict).toBe(true);
    expect(reading.problems[0]).toBe('SITE_ENV is not valid ("prod").');
    expect(contentConnection(reading.values)).toMatchObject({ project: '' });
  });

  it.each([
    ['an http SITE_URL', { SITE_URL: 'http://explorewhitefish.com' }, 'SITE_URL must be an https URL.'],
    ['a short preview secret', { PREVIEW_SECRET: 'letmein' }, 'PREVIEW_SECRET must be at least 16 characters.'],
    ['the development token', { ELEBASE_TOKEN: DEV_TOKEN }, 'ELEBASE_TOKEN is a published development credential.'],
    ['the development private key', { ELEBASE_PRIVATE_KEY: DEV_PRIVATE_KEY }, 'ELEBASE_PRIVATE_KEY is a published development credential.'],
    ['the development project', { ELEBASE_PROJECT: 'whitefish' }, 'ELEBASE_PROJECT is the development project ("whitefish").'],
    ['an http content host', { ELEBASE_HOST: 'http://cdn.elebase.io' }, 'ELEBASE_HOST must be an https URL (or the embedded service on loopback).'],
    ['one secret for two purposes', { REVALIDATE_SECRET: PRODUCTION.PREVIEW_SECRET }, 'PREVIEW_SECRET and REVALIDATE_SECRET must differ.'],
    ['an invalid value', { CLIENT_RATE_LIMIT: '-1' }, 'CLIENT_RATE_LIMIT is not valid ("-1").'],
    ['recorded conditions shown as current', { CONDITIONS: 'sample' }, 'CONDITIONS=sample serves recorded answers, not current conditions.'],
  ])('refuse %s', (_name, change, problem) => {
    expect(readEnv({ ...PRODUCTION, ...change }).problems).toEqual([problem]);
  });

  it.each([['a trailing space', 'production '], ['a trailing newline', 'production\n'], ['a leading tab', '\tproduction']])(
    'read SITE_ENV with %s as production (lib/server/security-headers.test.ts: HSTS included)',
    (_name, raw) => {
      const reading = readEnv({ ...PRODUCTION, SITE_ENV: raw });
      expect(reading.problems).toEqual([]);
      expect(reading.values.SITE_ENV).toBe('production');
    },
  );

  it('trim every enum and URL value before it is checked', () => {
    const { values, problems } = readEnv({
      ...PRODUCTION,
      SITE_URL: ' https://explorewhitefish.com/ \n',
      ELEBASE_HOST: 'https://cdn.elebase.io \n',
      CONTENT_SEED: 'none ',
      CONTENT_LOG: ' off',
      REDIS_URL: 'redis://127.0.0.1:6379 ',
      CACHE_PREFIX: ' whitefish: ',
      GTM_ID: 'GTM-ABC123\n',
    });
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      SITE_URL: 'https://explorewhitefish.com',
      ELEBASE_HOST: 'https://cdn.elebase.io',
      CONTENT_SEED: 'none',
      CONTENT_LOG: 'off',
      REDIS_URL: 'redis://127.0.0.1:6379',
      CACHE_PREFIX: 'whitefish:',
      GTM_ID: 'GTM-ABC123',
    });
  });

  it('next.config.ts builds HSTS from SITE_ENV="production " (the headers are fixed at build time)', () => {
    // Loaded the way `next build` loads it.
    const script =
      "const require = (await import('node:module')).createRequire(process.cwd() + '/'); const { PHASE_PRODUCTION_BUILD } = require('next/constants');" +
      " const config = await require('next/dist/server/config').default(PHASE_PRODUCTION_BUILD, process.cwd());" +
      ' console.log(JSON.stringify(await config.headers()));';
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, ...PRODUCTION, SITE_ENV: 'production ', BUILD_ID: 'test' } as unknown as NodeJS.ProcessEnv,
      encoding: 'utf8',
    });
    const [{ headers }] = JSON.parse(output) as { headers: { key: string }[] }[];
    expect(headers.map((header) => header.key)).toContain('Strict-Transport-Security');
  });

  it('never fall back to development keys, even against a loopback content host', () => {
    const { values } = readEnv({ ...PRODUCTION, ELEBASE_HOST: 'http://127.0.0.1:4010', ELEBASE_PUBLIC_KEY: '', ELEBASE_PRIVATE_KEY: '', ELEBASE_PROJECT: '' });
    expect(contentConnection(values)).toEqual({ host: 'http://127.0.0.1:4010', embedded: false, project: '' });
  });
});

describe('the event form in staging and production', () => {
  const open = { ...PRODUCTION, EVENT_SUBMIT_SECRET: 'event-submit-0123456789abcdef' };
  it('refuses to start open without mail for the submitter and the editors', () => {
    expect(readEnv(open).problems).toEqual([
      'SMTP_URL must be set while the event form is open (EVENT_SUBMIT_SECRET).',
      'REVIEW_MAIL_TO must be set while the event form is open (EVENT_SUBMIT_SECRET).',
    ]);
    expect(() => checkEnv(open, 'The site')).toThrow(/SMTP_URL must be set/);
  });

  it('starts open with SMTP and the editors’ addresses, and closed without either', () => {
    expect(readEnv({ ...open, SMTP_URL: 'smtps://user:pass@mail.example.org:465', REVIEW_MAIL_TO: 'editors@example.org' }).problems).toEqual([]);
    expect(readEnv(PRODUCTION).problems).toEqual([]);
    expect(readEnv({ ...open, SMTP_URL: 'http://mail.example.org' }).problems).toContain('SMTP_URL is not valid.');
  });
});

describe('documentation in step with the table', () => {
  it('.env.example is what scripts/env-example.mjs prints', () => {
    expect(fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8')).toBe(envExample());
  });

  it("docs/configuration.md's table has a row for every variable, and none for a variable the table lacks", () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8');
    const section = doc.slice(doc.indexOf('\n## Variables\n'), doc.indexOf('\n## ', doc.indexOf('\n## Variables\n') + 1));
    const documented = [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map(([, name]) => name);
    const names = ENV_VARIABLES.map((variable) => variable.name);
    expect(names.filter((name) => !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('only lib/config/server-config.ts reads process.env in the site', () => {
    const allowed = new Set(['NODE_ENV', 'NEXT_PHASE']);
    const readers: string[] = [];
    for (const dir of ['app', 'components', 'lib', 'content-client']) {
      for (const file of fs.readdirSync(path.join(ROOT, dir), { recursive: true }) as string[]) {
        if (!/\.(ts|tsx|mjs)$/.test(file) || /\.test\./.test(file) || file === 'config/server-config.ts') continue;
        const source = fs.readFileSync(path.join(ROOT, dir, file), 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '');
        for (const [, name] of source.matchAll(/process\.env(?:\.([A-Z0-9_]+))?/g)) if (!allowed.has(name)) readers.push(`${dir}/${file}: ${name ?? '(whole env)'}`);
      }
    }
    expect(readers).toEqual([]);
  });
});

describe('SITE_URL in development', () => {
  it('follows PORT when unset, so a site on another port links to itself', () => {
    expect(readEnv({ PORT: '3600' }).values.SITE_URL).toBe('http://localhost:3600');
    expect(readEnv({}).values.SITE_URL).toBe('http://localhost:3000');
    expect(readEnv({ PORT: '3600', SITE_URL: 'http://example.test' }).values.SITE_URL).toBe('http://example.test');
  });
});

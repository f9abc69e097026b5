import { DEV_PRIVATE_KEY, DEV_PROJECT, DEV_PUBLIC_KEY, DEV_TOKEN } from '../shared/dev-values.mjs';
import { configProblems, loadConfig, problemsMessage } from './config';

const OWN = {
  ELEBASE_PROJECT: 'b3a1c7de-0000-4000-8000-000000000001',
  ELEBASE_PUBLIC_KEY: 'pk-0123456789abcdef',
  ELEBASE_PRIVATE_KEY: 'sk-0123456789abcdef0123',
  ELEBASE_TOKEN: 'tok-0123456789abcdef0123',
};

describe('configProblems', () => {
  test('development (SITE_ENV unset, blank or development) needs nothing', () => {
    expect(configProblems({})).toEqual([]);
    expect(configProblems({ SITE_ENV: '' })).toEqual([]);
    expect(configProblems({ SITE_ENV: 'development' })).toEqual([]);
    expect(configProblems({ SITE_ENV: 'development', ELEBASE_TOKEN: DEV_TOKEN })).toEqual([]);
  });

  test.each(['staging', 'production'])('%s: every missing value is listed', (SITE_ENV) => {
    expect(configProblems({ SITE_ENV })).toEqual([
      'ELEBASE_PROJECT must be set.',
      'ELEBASE_PUBLIC_KEY must be set.',
      'ELEBASE_PRIVATE_KEY must be set.',
      'ELEBASE_TOKEN must be set.',
    ]);
    expect(configProblems({ SITE_ENV, ELEBASE_PROJECT: ' ', ELEBASE_TOKEN: '\n' })).toHaveLength(4);
  });

  test.each(['staging', 'production'])('%s: the published development values are refused', (SITE_ENV) => {
    const dev = { SITE_ENV, ELEBASE_PROJECT: DEV_PROJECT, ELEBASE_PUBLIC_KEY: DEV_PUBLIC_KEY, ELEBASE_PRIVATE_KEY: DEV_PRIVATE_KEY, ELEBASE_TOKEN: DEV_TOKEN };
    expect(configProblems(dev)).toEqual([
      'ELEBASE_PROJECT is a published development value.',
      'ELEBASE_PUBLIC_KEY is a published development value.',
      'ELEBASE_PRIVATE_KEY is a published development value.',
      'ELEBASE_TOKEN is a published development value.',
    ]);
    // a development value in another variable is still published
    expect(configProblems({ ...OWN, SITE_ENV, ELEBASE_PRIVATE_KEY: DEV_TOKEN })).toEqual(['ELEBASE_PRIVATE_KEY is a published development value.']);
    // the token alone does not make up for a missing key pair, nor the pair for a missing token
    expect(configProblems({ ...OWN, SITE_ENV, ELEBASE_PUBLIC_KEY: '' })).toEqual(['ELEBASE_PUBLIC_KEY must be set.']);
    expect(configProblems({ ...OWN, SITE_ENV, ELEBASE_TOKEN: '' })).toEqual(['ELEBASE_TOKEN must be set.']);
  });

  test('production: own values pass; short secrets and invalid numbers are problems', () => {
    expect(configProblems({ ...OWN, SITE_ENV: 'production' })).toEqual([]);
    expect(configProblems({ ...OWN, SITE_ENV: 'production', ELEBASE_TOKEN: 'short', CONTENT_RATE_LIMIT: 'lots', CONTENT_PORT: '70000' })).toEqual([
      'ELEBASE_TOKEN must be at least 16 characters.',
      'CONTENT_PORT must be an integer from 0 to 65535.',
      'CONTENT_RATE_LIMIT must be an integer from 1 to 100000000.',
    ]);
  });

  test('an unknown SITE_ENV is refused, not taken for development', () => {
    expect(configProblems({ SITE_ENV: 'prod' })).toEqual(['SITE_ENV must be one of development, staging, production (got "prod").']);
  });

  test('the message lists every problem', () => {
    const env = { SITE_ENV: 'staging' };
    const message = problemsMessage(env, configProblems(env));
    expect(message.split('\n')).toEqual([
      'content service refuses to start (SITE_ENV=staging):',
      '  - ELEBASE_PROJECT must be set.',
      '  - ELEBASE_PUBLIC_KEY must be set.',
      '  - ELEBASE_PRIVATE_KEY must be set.',
      '  - ELEBASE_TOKEN must be set.',
    ]);
  });
});

describe('loadConfig', () => {
  test('development falls back to the development project, keys and token, as before', () => {
    expect(loadConfig({})).toMatchObject({ project: DEV_PROJECT, publicKey: DEV_PUBLIC_KEY, privateKey: DEV_PRIVATE_KEY, token: DEV_TOKEN, rateLimit: 1200, rateWindowSeconds: 60 });
  });

  test('outside development nothing falls back to a development value', () => {
    expect(loadConfig({ SITE_ENV: 'production' })).toMatchObject({ project: '', publicKey: '', privateKey: '', token: '' });
  });

  test('values are trimmed (a secret read from a file ends in a newline)', () => {
    expect(loadConfig({ ELEBASE_TOKEN: `${OWN.ELEBASE_TOKEN}\n` }).token).toBe(OWN.ELEBASE_TOKEN);
  });
});

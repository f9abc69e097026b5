import { analyticsEnabled, publicSettings, readSettings, tagForEntry, tagForType, CACHE_TAGS } from './settings';

describe('readSettings', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('has working defaults with an empty environment', () => {
    const s = readSettings({});
    expect(s).toMatchObject({
      siteUrl: 'http://localhost:3000',
      environment: 'development',
      productName: 'Whitefish',
      productSlug: 'whitefish',
      publicPhases: [4],
      loginUrl: 'https://app.elebase.io',
      hashtag: '#explorewhitefish',
      tagManagerId: '',
      productionHost: 'explorewhitefish.com',
      siteSearch: { endpoint: '', params: {} },
      mapStyles: { light: '/map/style-light.json', hybrid: '/map/style-hybrid.json' },
      startYear: 2008,
      cacheLifetimeMs: { dynamic: 3_600_000, static: 21_600_000 },
    });
    expect(Object.values(s.social).every((u) => u.startsWith('https://'))).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads valid values', () => {
    const s = readSettings({
      SITE_URL: 'https://explorewhitefish.com/',
      SITE_ENV: 'production',
      ELEBASE_PHASES: '4, 3,3',
      GTM_ID: 'GTM-ABC123',
      SITE_SEARCH_URL: 'https://search.example/v1',
      SITE_SEARCH_PARAMS: 'cx=1&key=2',
      PHOTO_OEMBED_PARAMS: '{"access_token":"t","maxwidth":540}',
    });
    expect(s.siteUrl).toBe('https://explorewhitefish.com');
    expect(s.environment).toBe('production');
    expect(s.publicPhases).toEqual([3, 4]);
    expect(s.tagManagerId).toBe('GTM-ABC123');
    expect(s.siteSearch).toEqual({ endpoint: 'https://search.example/v1', params: { cx: '1', key: '2' } });
    expect(s.photoEmbed.params).toEqual({ access_token: 't', maxwidth: '540' });
  });

  it('falls back to defaults on invalid values, with a warning each', () => {
    const s = readSettings({ SITE_URL: 'not a url', SITE_ENV: 'devel', ELEBASE_PHASES: '4,9', LOGIN_URL: 'javascript:x', GTM_ID: '<script>', MAP_STYLE_LIGHT: '//cdn/style.json' });
    expect(s.siteUrl).toBe('http://localhost:3000');
    expect(s.environment).toBe('production'); // an unknown environment is never taken for development
    expect(s.publicPhases).toEqual([4]);
    expect(s.loginUrl).toBe('https://app.elebase.io');
    expect(s.tagManagerId).toBe('');
    expect(s.mapStyles.light).toBe('/map/style-light.json');
    expect(warn).toHaveBeenCalledTimes(6);
  });

  it('keeps endpoint params out of public settings', () => {
    const pub = publicSettings(readSettings({ SITE_SEARCH_URL: 'https://s.example', SITE_SEARCH_PARAMS: 'key=secret' }));
    expect(JSON.stringify(pub)).not.toContain('secret');
    expect(pub.siteSearch).toEqual({ enabled: true });
  });
});

it('enables analytics only on the production host when configured', () => {
  const s = { tagManagerId: 'GTM-X1', productionHost: 'explorewhitefish.com' };
  expect(analyticsEnabled(s, 'explorewhitefish.com')).toBe(true);
  expect(analyticsEnabled(s, 'www.explorewhitefish.com')).toBe(true);
  expect(analyticsEnabled(s, 'staging.explorewhitefish.com')).toBe(false);
  expect(analyticsEnabled({ ...s, tagManagerId: '' }, 'explorewhitefish.com')).toBe(false);
});

it('names cache tags in one scheme', () => {
  expect(tagForEntry('abc')).toBe('entry:abc');
  expect(tagForType('event')).toBe('type:event');
  expect(CACHE_TAGS.site).toBe('site');
});

import { readSettings, type Settings } from '@/lib/config/settings';

/** The serialisable subset of settings the shell renders; analytics only on the configured production host. */
export function shellSettings(settings: Settings = readSettings()) {
  let host = '';
  try {
    host = new URL(settings.siteUrl).host;
  } catch {
    host = '';
  }
  return {
    productName: settings.productName,
    social: settings.social,
    hashtag: settings.hashtag,
    loginUrl: settings.loginUrl,
    startYear: settings.startYear,
    tagManagerId: settings.tagManagerId,
    isProductionHost: settings.environment === 'production' && host === settings.productionHost,
  };
}

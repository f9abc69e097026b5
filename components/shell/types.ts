import type { PublicSettings } from '@/lib/config/settings';

/**
 * The serialisable settings the shell needs (a subset of lib's PublicSettings). `isProductionHost` is
 * decided by the layout for this request (lib/config/settings `analyticsEnabled` / host check).
 */
export type ShellSettings = Pick<
  PublicSettings,
  'productName' | 'social' | 'hashtag' | 'loginUrl' | 'startYear' | 'tagManagerId'
> & {
  isProductionHost: boolean;
};

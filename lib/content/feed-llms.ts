import 'server-only';
import { LIST_VIEWS } from '@/lib/config/routes';
import { readSettings } from '@/lib/config/settings';
import { serverEnv } from '@/lib/config/server-config';
import { llmsText } from '@/lib/feed/llms-text';
import { plainDescription } from '@/lib/structured-data';
import { getSiteEntry } from './entries';

const SUMMARY_LENGTH = 160;

/** /llms.txt from the site's own content: its summary and each list view's intro (docs/product.md#discovery). */
export async function feedLlmsText(): Promise<string> {
  const { siteUrl, productName } = readSettings();
  const env = serverEnv();
  const [home, ...sections] = await Promise.all([getSiteEntry('home'), ...LIST_VIEWS.map((view) => getSiteEntry(view.sectionKey))]);
  return llmsText({
    name: `${productName}, Montana`,
    siteUrl,
    summary: plainDescription(home, SUMMARY_LENGTH) || `Visitor information for ${productName}, Montana: where to stay, eat and go, and what's on.`,
    sections: LIST_VIEWS.map((view, n) => ({ label: view.label, path: view.path, summary: plainDescription(sections[n], SUMMARY_LENGTH) })),
    license: env.FEED_LICENSE,
    attribution: env.FEED_ATTRIBUTION,
  });
}

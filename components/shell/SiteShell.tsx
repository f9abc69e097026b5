import { ConditionsNoticesSlot } from '@/components/conditions/ConditionsScript';
import { PreviewBanner } from '@/components/preview/PreviewBanner';
import { Suspense, type ReactNode } from 'react';
import type { Contact } from '@/lib/entries/types';
import type { Notice } from '@/lib/notices/notice';
import { Analytics } from './Analytics';
import { BrowserWarning } from './BrowserWarning';
import { Footer } from './Footer';
import { OnDemandScript } from '@/components/hydration/OnDemandScript';
import { Notices } from './Notices';
import { ProgressBar } from './ProgressBar';
import { ScrollManager } from './ScrollManager';
import { TopBar } from './TopBar';
import { ViewTransition } from './ViewTransition';
import type { ShellSettings } from './types';

export type { ShellSettings } from './types';

export interface SiteShellProps {
  /** Visible notices (already phase-filtered for this mode), in the site entry's order. */
  notices: readonly Notice[];
  /** Footer band 1; contacts that failed to load are simply left out. */
  primaryContacts: readonly Contact[];
  /** Footer band 3. */
  siteContacts: readonly Contact[];
  settings: ShellSettings;
  /** Preview sessions never load the tag manager (the layout renders its own preview banner). */
  preview: boolean;
  children: ReactNode;
}

/**
 * The page frame (docs/product.md#the-page-frame): skip link, browser warning, notices, top bar, routed view in <main>,
 * footer. Client behaviour (progress, scrolling, analytics) mounts inside Suspense because it reads the
 * search params, which must not opt the whole page out of static rendering.
 */
export function SiteShell({ notices, primaryContacts, siteContacts, settings, preview, children }: SiteShellProps) {
  return (
    <>
      <OnDemandScript />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Suspense fallback={null}>
        <ProgressBar />
      </Suspense>
      <BrowserWarning />
      {preview ? <PreviewBanner /> : null}
      <Notices notices={notices} />
      <ConditionsNoticesSlot />
      <TopBar productName={settings.productName} />
      <main id="main" tabIndex={-1}>
        <ViewTransition>{children}</ViewTransition>
      </main>
      <Footer primaryContacts={primaryContacts} siteContacts={siteContacts} settings={settings} />
      <Suspense fallback={null}>
        <ScrollManager />
        <Analytics
          tagManagerId={settings.tagManagerId}
          isProductionHost={settings.isProductionHost}
          preview={preview}
        />
      </Suspense>
    </>
  );
}

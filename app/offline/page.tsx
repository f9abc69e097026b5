import type { Metadata } from 'next';
import { OfflinePage } from '@/components/offline/OfflinePage';
import { offlinePageMessages } from '@/lib/offline/messages';
import { OFFLINE_PATH } from '@/lib/offline/paths';

export const metadata: Metadata = {
  title: offlinePageMessages.title,
  robots: { index: false, follow: false },
  alternates: { canonical: OFFLINE_PATH },
};

export default OfflinePage;

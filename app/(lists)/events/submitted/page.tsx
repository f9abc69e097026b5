import type { Metadata } from 'next';
import { EventSubmitThanksPage } from '@/app/_pages/event-submit-page';
import { messages } from '@/lib/config/messages';

export const metadata: Metadata = { title: messages.form.result.thanks_title, robots: { index: false, follow: false } };
export default EventSubmitThanksPage;

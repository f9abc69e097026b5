import { EventStatusPage, eventStatusMetadata } from '@/app/_pages/event-status-page';

export const dynamic = 'force-dynamic';
export const metadata = eventStatusMetadata;
export default EventStatusPage;

import { EventSubmitPage, eventSubmitMetadata } from '@/app/_pages/event-submit-page';

export const metadata = eventSubmitMetadata;
export default EventSubmitPage;

import { withEventsFeed } from '@/components/list/events-feed-metadata';
import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = withEventsFeed(listMetadata('events'));
export default listPage('events');

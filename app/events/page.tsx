import { withEventsFeed } from '@/components/list/events-feed-metadata';
import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = withEventsFeed(listMetadata('events'));
export default listPage('events');

import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('plan-an-event');
export default listPage('plan-an-event');

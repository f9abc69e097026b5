import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = listMetadata('plan-an-event');
export default listPage('plan-an-event');

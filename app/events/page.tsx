import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('events');
export default listPage('events');

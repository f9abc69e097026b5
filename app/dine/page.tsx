import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('dine');
export default listPage('dine');

import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = listMetadata('dine');
export default listPage('dine');

import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = listMetadata('shop');
export default listPage('shop');

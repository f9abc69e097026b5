import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('shop');
export default listPage('shop');

import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = listMetadata('explore-more');
export default listPage('explore-more');

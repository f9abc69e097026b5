import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('explore-more');
export default listPage('explore-more');

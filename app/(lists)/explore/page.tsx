import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = listMetadata('explore');
export default listPage('explore');

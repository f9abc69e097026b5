import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('explore');
export default listPage('explore');

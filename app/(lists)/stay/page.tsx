import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = listMetadata('stay');
export default listPage('stay');

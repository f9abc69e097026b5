import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = listMetadata('deals');
export default listPage('deals');

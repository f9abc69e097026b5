import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('deals');
export default listPage('deals');

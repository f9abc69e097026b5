import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('stay');
export default listPage('stay');

import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('here');
export default listPage('here');

import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = listMetadata('here');
export default listPage('here');

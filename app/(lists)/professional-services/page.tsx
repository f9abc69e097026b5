import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = listMetadata('professional-services');
export default listPage('professional-services');

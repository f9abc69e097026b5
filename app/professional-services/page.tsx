import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('professional-services');
export default listPage('professional-services');

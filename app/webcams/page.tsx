import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('webcams');
export default listPage('webcams');

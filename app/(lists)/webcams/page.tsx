import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = listMetadata('webcams');
export default listPage('webcams');

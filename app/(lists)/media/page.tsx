import { MediaRequestForm } from '@/components/forms/MediaRequestForm';
import { listMetadata, listPage } from '@/app/_pages/list-page';

export const generateMetadata = listMetadata('media');
export default listPage('media', MediaRequestForm);

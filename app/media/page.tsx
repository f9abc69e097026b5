import { MediaRequestForm } from '@/components/forms/MediaRequestForm';
import { listMetadata, listPage } from '@/components/list/list-page';

export const generateMetadata = listMetadata('media');
export default listPage('media', MediaRequestForm);

import { contentMetadata, contentPage } from '@/app/_pages/content-page';
import { GuideOrderForm } from '@/components/forms/GuideOrderForm';

export const generateMetadata = contentMetadata('/travel-guide-orders');
export default contentPage('/travel-guide-orders', GuideOrderForm);

import { contentMetadata, contentPage } from '@/app/_pages/content-page';
import { ContactForm } from '@/components/forms/ContactForm';

export const generateMetadata = contentMetadata('/about-whitefish');
export default contentPage('/about-whitefish', ContactForm);

import { contentMetadata, contentPage } from '@/components/entry/content-page';
import { ContactForm } from '@/components/forms/ContactForm';

export const generateMetadata = contentMetadata('/about-whitefish');
export default contentPage('/about-whitefish', ContactForm);

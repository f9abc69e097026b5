export { ContactForm } from './ContactForm';
export { GuideOrderForm } from './GuideOrderForm';
export { MediaRequestForm } from './MediaRequestForm';
export { MemberForm } from './MemberForm';
export { SiteForm, type SiteFormProps } from './SiteForm';
export { SubscribeForm, type SubscribeFormProps } from './SubscribeForm';
export { useFormSubmission, type FormSubmission, type SubmitOutcome } from './useFormSubmission';

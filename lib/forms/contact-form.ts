import { EMAIL, NAME, field, type FormDefinition } from './fields';

/** Contact us (/about-whitefish). */
export const contactForm: FormDefinition = {
  key: 'contact',
  title: 'Contact us',
  submitLabel: 'Send',
  confirmation: 'Thanks for your message! We will get back to you soon.',
  page: '/about-whitefish',
  fields: [NAME, EMAIL, field('message', 'Message', 'message', true)],
};

import { EMAIL, NAME, field, type FormDefinition } from './fields';

/** Member inquiries (/members). */
export const memberForm: FormDefinition = {
  key: 'member',
  title: 'Member inquiry',
  submitLabel: 'Send',
  confirmation: 'Thanks! We received your message and will be in touch soon.',
  page: '/members',
  fields: [NAME, EMAIL, field('business', 'Business name', 'text', true, 'organization'), field('message', 'Message (optional)', 'message', false)],
};

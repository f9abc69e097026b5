import { EMAIL, NAME, field, type FormDefinition } from './fields';

/** Media requests (/media). */
export const mediaForm: FormDefinition = {
  key: 'media',
  title: 'Media request',
  submitLabel: 'Send',
  confirmation: 'Thanks for your request! Our media team will be in touch soon.',
  page: '/media',
  fields: [
    NAME,
    EMAIL,
    field('outlet', 'Media outlet', 'text', true),
    field('organization', 'Organization (optional)', 'text', false, 'organization'),
    field('message', 'What do you need?', 'message', true),
  ],
};

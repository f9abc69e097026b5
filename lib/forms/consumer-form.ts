import { EMAIL, type FormDefinition } from './fields';

/** The monthly newsletter (the footer of every page). */
export const consumerForm: FormDefinition = {
  key: 'consumer',
  title: 'Monthly newsletter',
  submitLabel: 'Subscribe',
  confirmation: 'Thanks for subscribing! Watch your inbox for our monthly newsletter.',
  page: '/',
  fields: [EMAIL],
};

/** What the footer's sign-up shows besides its definition. */
export const subscribeMessages = {
  subscribed: 'Subscribed',
  email_placeholder: 'Email address',
} as const;

import { field, type FormDefinition } from './fields';

/** The printed travel guide, posted to the visitor (/travel-guide-orders). */
export const guideForm: FormDefinition = {
  key: 'guide',
  title: 'Order the printed travel guide',
  submitLabel: 'Order guide',
  confirmation: 'Thanks for your order! Your printed travel guide is on its way.',
  page: '/travel-guide-orders',
  fields: [
    field('first_name', 'First Name', 'text', true, 'given-name'),
    field('last_name', 'Last Name', 'text', true, 'family-name'),
    field('email', 'Email (optional)', 'email', false, 'email'),
    field('detail', 'Street Address', 'text', true, 'address-line1'),
    field('city', 'City', 'text', true, 'address-level2'),
    field('division', 'State', 'text', true, 'address-level1'),
    field('postcode', 'Postal Code', 'text', true, 'postal-code'),
    field('country', 'Country', 'text', true, 'country-name'),
    field('newsletter', 'Yes, also send me the monthly newsletter (needs an email address)', 'boolean', false),
  ],
};

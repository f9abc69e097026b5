'use client';

import { SiteForm, type SiteFormProps } from './SiteForm';

/** Contact form (mount on /about-whitefish). */
export function ContactForm(props: SiteFormProps) {
  return <SiteForm formKey="contact" {...props} />;
}

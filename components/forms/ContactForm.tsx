'use client';

import { contactForm } from '@/lib/forms/contact-form';
import { SiteForm, type SiteFormProps } from './SiteForm';

/** Contact form (mount on /about-whitefish). */
export function ContactForm(props: SiteFormProps) {
  return <SiteForm definition={contactForm} {...props} />;
}

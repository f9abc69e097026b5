'use client';

import { guideForm } from '@/lib/forms/guide-form';
import { SiteForm, type SiteFormProps } from './SiteForm';

/** Printed travel guide order with the monthly-newsletter opt-in (mount on /travel-guide-orders); a ticked box with an email also subscribes that address (server side). */
export function GuideOrderForm(props: SiteFormProps) {
  return <SiteForm definition={guideForm} {...props} />;
}

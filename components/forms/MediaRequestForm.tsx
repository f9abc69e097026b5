'use client';

import { SiteForm, type SiteFormProps } from './SiteForm';

/** Media request form (mount on /media). */
export function MediaRequestForm(props: SiteFormProps) {
  return <SiteForm formKey="media" {...props} />;
}

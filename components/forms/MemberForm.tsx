'use client';

import { SiteForm, type SiteFormProps } from './SiteForm';

/** Member inquiry form (mount on /members). */
export function MemberForm(props: SiteFormProps) {
  return <SiteForm formKey="member" {...props} />;
}

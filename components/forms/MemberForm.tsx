'use client';

import { memberForm } from '@/lib/forms/member-form';
import { SiteForm, type SiteFormProps } from './SiteForm';

/** Member inquiry form (mount on /members). */
export function MemberForm(props: SiteFormProps) {
  return <SiteForm definition={memberForm} {...props} />;
}

'use client';

import { mediaForm } from '@/lib/forms/media-form';
import { SiteForm, type SiteFormProps } from './SiteForm';

/** Media request form (mount on /media). */
export function MediaRequestForm(props: SiteFormProps) {
  return <SiteForm definition={mediaForm} {...props} />;
}

import type { ComponentType } from 'react';
import { PATHS } from '@/lib/config/routes';
import { ContactForm } from './ContactForm';
import { GuideOrderForm } from './GuideOrderForm';
import { MediaRequestForm } from './MediaRequestForm';
import { MemberForm } from './MemberForm';

/** Which page carries which form (spec §1): contact on about, guide orders, media and member requests. */
const FORMS_BY_PATH: Record<string, ComponentType> = {
  [PATHS.about]: ContactForm,
  '/travel-guide-orders': GuideOrderForm,
  '/media': MediaRequestForm,
  '/members': MemberForm,
};

export function PageForm({ path }: { path: string }) {
  const Form = FORMS_BY_PATH[path];
  return Form ? (
    <div className="page-width">
      <Form />
    </div>
  ) : null;
}

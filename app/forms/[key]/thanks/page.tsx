import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FormResult } from '@/components/forms/FormResult';
import { messages } from '@/lib/config/messages';
import { FORM_KEYS, isFormKey } from '@/lib/forms';

export const dynamicParams = false;

export function generateStaticParams() {
  return FORM_KEYS.map((key) => ({ key }));
}

export const metadata: Metadata = {
  title: messages.form.result.thanks_title,
  robots: { index: false, follow: false },
};

/** Where a form posted without JavaScript lands after its submission was stored. */
export default async function FormThanksPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!isFormKey(key)) notFound();
  return <FormResult formKey={key} outcome="thanks" />;
}

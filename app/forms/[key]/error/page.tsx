import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FormResult } from '@/components/forms/FormResult';
import { messages } from '@/lib/config/messages';
import { FORM_DEFINITIONS, FORM_FAILURE_REASONS, isFormKey, type FormFailureReason } from '@/lib/forms';

export const metadata: Metadata = {
  title: messages.form.result.error_title,
  robots: { index: false, follow: false },
};

interface Props {
  params: Promise<{ key: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Where a form posted without JavaScript lands when it was not stored; only known reasons and field names are used. */
export default async function FormErrorPage({ params, searchParams }: Props) {
  const { key } = await params;
  if (!isFormKey(key)) notFound();
  const query = await searchParams;
  const rawReason = first(query.reason);
  const reason: FormFailureReason = (FORM_FAILURE_REASONS as readonly string[]).includes(rawReason)
    ? (rawReason as FormFailureReason)
    : 'invalid';
  const known = new Set(FORM_DEFINITIONS[key].fields.map((field) => field.name));
  const fields = first(query.fields)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => known.has(name));
  return <FormResult formKey={key} outcome="error" reason={reason} fields={fields} />;
}

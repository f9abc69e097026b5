'use client';

import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { formMessages } from '@/lib/forms/messages';
import { formEndpoint } from '@/lib/forms/endpoint';
import type { FieldDefinition, FormDefinition } from '@/lib/forms/fields';
import { Honeypot } from './Honeypot';
import { useHydrated } from '@/components/hydration/use-hydrated';
import { formValues, useFormSubmission } from './useFormSubmission';
import styles from './SiteForm.module.css';

export interface SiteFormProps {
  /** Heading above the form; `null` for none (when the page already has one). Default: the form's title. */
  heading?: string | null;
  /** Heading level of `heading` (default 2). */
  headingLevel?: 2 | 3;
  /** Text or markup between the heading and the fields. */
  intro?: ReactNode;
  className?: string;
}

interface FieldProps {
  field: FieldDefinition;
  id: string;
  error: string | undefined;
}

function Field({ field, id, error }: FieldProps) {
  const inputId = `${id}-${field.name}`;
  const errorId = `${inputId}-error`;
  const invalid = {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  const errorLine = error ? (
    <p id={errorId} className={styles.fieldError}>
      {error}
    </p>
  ) : null;

  if (field.kind === 'boolean') {
    return (
      <div className={`${styles.field} ${styles.checkbox}`}>
        <input id={inputId} type="checkbox" name={field.name} value="on" {...invalid} />
        <label htmlFor={inputId}>{field.label}</label>
        {errorLine}
      </div>
    );
  }
  const common = {
    id: inputId,
    name: field.name,
    required: field.required,
    maxLength: field.maxLength,
    autoComplete: field.autoComplete,
    className: styles.control,
    ...invalid,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {field.label}
        {field.required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {field.kind === 'message' ? (
        <textarea {...common} rows={6} />
      ) : (
        <input {...common} type={field.kind === 'email' ? 'email' : 'text'} inputMode={field.kind === 'email' ? 'email' : undefined} />
      )}
      {errorLine}
    </div>
  );
}

/**
 * One of the site's forms, rendered from its definition (lib/forms/<form>-form.ts, handed in by the form's own
 * component so that a page's code holds that form's copy only). Progressive enhancement: a real
 * POST to /api/forms/{key} (answered with a server-rendered result page) that JavaScript takes over with
 * validation, field-level errors and a JSON request through `useFormSubmission`.
 */
export function SiteForm({ definition, heading, headingLevel = 2, intro, className }: SiteFormProps & { definition: FormDefinition }) {
  const formKey = definition.key;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const { status, fieldErrors, validationError, requestError, submit, clearFieldError, prepare } = useFormSubmission(definition);
  const title = heading === undefined ? definition.title : heading;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const titleId = `${id}-title`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const outcome = await submit(formValues(form));
    if (outcome.kind === 'invalid' && outcome.fields.length) {
      const first = form.elements.namedItem(outcome.fields[0]);
      if (first instanceof HTMLElement) first.focus();
    } else if (outcome.kind === 'success') {
      form.reset();
    }
  };

  const success = status === 'success';
  const busy = status === 'pending';
  const alert = requestError ?? validationError;

  return (
    <form
      ref={formRef}
      className={[styles.form, className].filter(Boolean).join(' ')}
      method="post"
      action={formEndpoint(formKey)}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={prepare}
      onChange={(event) => {
        const name = (event.target as unknown as { name?: unknown }).name;
        if (typeof name === 'string' && name) clearFieldError(name);
      }}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : definition.title}
      aria-busy={busy || undefined}
      data-form={formKey}
      data-hydrated={hydrated || undefined}
    >
      {title ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {success ? null : (
        <>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
          <div className={styles.fields}>
            {definition.fields.map((field) => (
              <Field key={field.name} field={field} id={id} error={fieldErrors[field.name]} />
            ))}
          </div>
          <Honeypot id={id} />
          {alert ? (
            <p className={styles.alert} role="alert">
              {alert}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
              {busy ? formMessages.sending : definition.submitLabel}
            </button>
          </div>
        </>
      )}
      <p className={success ? styles.success : styles.status} role="status">
        {success ? definition.confirmation : ''}
      </p>
    </form>
  );
}

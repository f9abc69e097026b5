'use client';

import { useId, type FormEvent } from 'react';
import { PRODUCT_NAME } from '@/lib/config/constants';
import { consumerForm, subscribeMessages } from '@/lib/forms/consumer-form';
import { formEndpoint, HONEYPOT_FIELD } from '@/lib/forms/endpoint';
import { Honeypot } from './Honeypot';
import { useHydrated } from '@/components/hydration/use-hydrated';
import { formValues, useFormSubmission } from './useFormSubmission';

export const CONSUMER_FORM_ENDPOINT = formEndpoint('consumer');

export interface SubscribeFormProps {
  className?: string;
}

/**
 * Monthly newsletter sign-up (docs/product.md#the-newsletter). Without JavaScript the form posts to the same endpoint;
 * with it, the email is validated first (lib/forms) and sent as JSON through the shared submission hook,
 * whose Idempotency-Key is kept for retries of the same address.
 */
export function SubscribeForm({ className }: SubscribeFormProps) {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const { status, fieldErrors, validationError, requestError, submit, prepare } = useFormSubmission(consumerForm);
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Uncontrolled field, read when sent: what a visitor typed before this form hydrated stays (FooterSubscribeForm).
    const form = event.currentTarget;
    const values = formValues(form);
    const outcome = await submit({ email: values.email ?? '', [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] });
    if (outcome.kind === 'success') form.reset();
  };

  const subscribed = status === 'success';
  const busy = status === 'pending';
  const fieldError = fieldErrors.email ?? null;
  const formError = requestError ?? (fieldError ? null : validationError);

  return (
    <form
      className={['subscribe', className].filter(Boolean).join(' ')}
      method="post"
      action={CONSUMER_FORM_ENDPOINT}
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      aria-busy={busy || undefined}
      data-hydrated={hydrated || undefined}
    >
      <fieldset className="subscribe__fieldset" disabled={subscribed}>
        <legend className="subscribe__legend">Get our monthly newsletter</legend>
        <p className="subscribe__intro">Events, deals and news from {PRODUCT_NAME}, once a month.</p>
        <div className="subscribe__row">
          <label htmlFor={inputId} className="visually-hidden">
            {consumerForm.fields[0].label}
          </label>
          <input
            id={inputId}
            className="subscribe__input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={subscribeMessages.email_placeholder}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            required
          />
          <button type="submit" className="button subscribe__button" disabled={busy || subscribed}>
            {subscribed ? subscribeMessages.subscribed : consumerForm.submitLabel}
          </button>
        </div>
        {fieldError ? (
          <p id={errorId} className="form-error" role="alert">
            {fieldError}
          </p>
        ) : null}
        <Honeypot id={id} />
      </fieldset>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <p className="subscribe__status" role="status">
        {subscribed ? consumerForm.confirmation : ''}
      </p>
    </form>
  );
}

'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { PRODUCT_NAME } from '@/lib/config/constants';
import { messages } from '@/lib/config/messages';
import { isEmail } from '@/lib/validators';
import { pushDataLayer } from '@/components/shell/data-layer';

export const CONSUMER_FORM_ENDPOINT = '/api/forms/consumer';

type Status = 'idle' | 'pending' | 'subscribed';

function randomKey(): string {
  const c = typeof globalThis !== 'undefined' ? globalThis.crypto : undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function isInvalidEmailAnswer(response: Response): Promise<boolean> {
  if (response.status !== 400) return false;
  try {
    const body: unknown = await response.json();
    const error = (body as { error?: { id?: unknown } } | null)?.error;
    return error?.id === 'invalid_email';
  } catch {
    return false;
  }
}

export interface SubscribeFormProps {
  className?: string;
}

/**
 * Monthly newsletter sign-up (spec §4, §5, §7). Without JavaScript the form posts to the same endpoint;
 * with it, the email is validated first and sent as JSON with an Idempotency-Key that is kept for
 * retries of the same address.
 */
export function SubscribeForm({ className }: SubscribeFormProps) {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = useRef<{ email: string; key: string } | null>(null);
  const pending = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.current || status === 'subscribed') return;
    const value = email.trim();
    setFormError(null);
    if (!value || !isEmail(value)) {
      setFieldError(messages.error.invalid_email);
      return;
    }
    setFieldError(null);
    if (!attempt.current || attempt.current.email !== value) {
      attempt.current = { email: value, key: randomKey() };
    }
    pending.current = true;
    setStatus('pending');
    try {
      const response = await fetch(CONSUMER_FORM_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': attempt.current.key },
        body: JSON.stringify({ email: value }),
      });
      if (response.ok) {
        attempt.current = null;
        setEmail('');
        setStatus('subscribed');
        pushDataLayer({ event: 'Form', category: 'Form', action: 'submit', label: 'consumer' });
        return;
      }
      if (await isInvalidEmailAnswer(response)) {
        setFieldError(messages.error.invalid_email);
      } else {
        console.error(`Newsletter subscription failed: HTTP ${response.status}`);
        setFormError(messages.error.request);
      }
      setStatus('idle');
    } catch (error) {
      console.error('Newsletter subscription failed', error);
      setFormError(messages.error.request);
      setStatus('idle');
    } finally {
      pending.current = false;
    }
  };

  const subscribed = status === 'subscribed';
  const busy = status === 'pending';

  return (
    <form
      className={['subscribe', className].filter(Boolean).join(' ')}
      method="post"
      action={CONSUMER_FORM_ENDPOINT}
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
    >
      <fieldset className="subscribe__fieldset" disabled={subscribed}>
        <legend className="subscribe__legend">Get our monthly newsletter</legend>
        <p className="subscribe__intro">Events, deals and news from {PRODUCT_NAME}, once a month.</p>
        <div className="subscribe__row">
          <label htmlFor={inputId} className="visually-hidden">
            {messages.form.label.email}
          </label>
          <input
            id={inputId}
            className="subscribe__input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={messages.form.email_placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            required
          />
          <button type="submit" className="button subscribe__button" disabled={busy || subscribed}>
            {subscribed ? messages.form.subscribed : messages.form.subscribe}
          </button>
        </div>
        {fieldError ? (
          <p id={errorId} className="form-error" role="alert">
            {fieldError}
          </p>
        ) : null}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website (leave empty)</label>
          <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </fieldset>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <p className="subscribe__status" role="status">
        {subscribed ? messages.form.confirm.consumer : ''}
      </p>
    </form>
  );
}

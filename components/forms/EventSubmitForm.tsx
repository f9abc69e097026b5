'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/hydration/use-hydrated';
import { todayInZone } from '@/lib/dates';
import type { Option } from '@/lib/entries/types';
import { EVENT_SUBMIT_ENDPOINT, FIELD_ORDER, FORM_TOKEN_FIELD, IMAGE_TYPES, PROOF_FIELD, NTH_OPTIONS, TEXT_FIELDS, WEEKDAYS, type EventField } from '@/lib/event-submit/fields';
import { eventSubmitCopy as copy } from '@/lib/event-submit/messages';
import { eventFieldMessage, validateEventSubmission, type Problem } from '@/lib/event-submit/validate';
import { formErrorMessages, formMessages } from '@/lib/forms/messages';
import { Honeypot } from './Honeypot';
import { useProofOfWork } from './use-proof-of-work';
import siteStyles from './SiteForm.module.css';
import styles from './EventSubmitForm.module.css';

export interface EventSubmitFormProps {
  categories: readonly Option[];
  venues: readonly Option[];
  /** What a no-JS post that failed had typed, and what was wrong (already as messages). */
  values?: Record<string, string>;
  errors?: Partial<Record<EventField, string>>;
  notice?: string;
  /** Makes a double submit of this page's form store once. */
  idempotencyKey: string;
  /** The signed token of this rendering (lib/forms/submit-event-token.ts). */
  formToken: string;
}

const ID = 'event-submit';
const idOf = (name: string) => `${ID}-${name}`;
const labelOf = (name: string) => TEXT_FIELDS.find((f) => f.name === name)!;

interface ShellProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (described: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A control's error, which the control names in aria-describedby (`{id}-error`). */
function ErrorLine({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={siteStyles.fieldError}>
      {error}
    </p>
  ) : null;
}

/** A label, the control, its hint and its error, tied together for a screen reader. */
function Shell({ name, label, required, hint, error, children }: ShellProps) {
  const id = idOf(name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={siteStyles.field}>
      <label htmlFor={id} className={siteStyles.label}>
        {label}
        {required ? (
          <span className={siteStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id, ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      <ErrorLine id={id} error={error} />
    </div>
  );
}

function Check({ name, label, value, error }: { name: string; label: string; value?: string; error?: string }) {
  const id = idOf(name);
  return (
    <div className={`${siteStyles.field} ${siteStyles.checkbox}`}>
      <input id={id} type="checkbox" name={name} value="on" defaultChecked={value === 'on'} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <label htmlFor={id}>{label}</label>
      <ErrorLine id={id} error={error} />
    </div>
  );
}

interface SelectProps {
  name: EventField;
  label: string;
  options: readonly { id: string; label: string }[];
  /** The first option, for "none chosen". */
  empty?: string;
  value?: string;
  required?: boolean;
  hint?: string;
  error?: string;
}

function Select({ name, label, options, empty, value, required, hint, error }: SelectProps) {
  const all = empty === undefined ? options : [{ id: '', label: empty }, ...options];
  const items = all.map((option) => <option key={option.id} value={option.id}>{option.label}</option>);
  return (
    <Shell name={name} label={label} required={required} hint={hint} error={error}>
      {(described) => (
        <select {...described} name={name} defaultValue={value ?? (empty === undefined ? options[0]?.id : '')} required={required} className={siteStyles.control}>
          {items}
        </select>
      )}
    </Shell>
  );
}

/** The form's values for the checks (the image as the File chosen, when one is). */
function inputOf(form: HTMLFormElement): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value === 'string' || value.size > 0) input[name] = value;
  }
  return input;
}

/**
 * The event submission form (/events/submit). Without JavaScript it is a multipart post to /api/events/submit whose
 * answer comes back as this page with an error summary and each field's error, values kept. With it, the same checks
 * (lib/event-submit/validate.ts) run before anything is sent, then the form posts itself and says it was received.
 */
export function EventSubmitForm({ categories, venues, values = {}, errors: initialErrors = {}, notice: initialNotice, idempotencyKey, formToken: initialToken }: EventSubmitFormProps) {
  const [formToken, setFormToken] = useState(initialToken);
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Partial<Record<EventField, string>>>(initialErrors);
  const [notice, setNotice] = useState(initialNotice);
  const [status, setStatus] = useState<'idle' | 'pending' | 'done'>('idle');
  const [statusLink, setStatusLink] = useState<string>();
  const [repeat, setRepeat] = useState(values.repeat || 'none');
  const summary = useRef<HTMLDivElement>(null);
  const proof = useProofOfWork();
  const choices = { categories: categories.map((o) => o.id), venues: venues.map((o) => o.id) };
  const error = (name: EventField) => errors[name];
  const showErrors = (problems: Partial<Record<EventField, Problem>>) => {
    setErrors(Object.fromEntries(FIELD_ORDER.filter((n) => problems[n]).map((n) => [n, eventFieldMessage(n, problems[n]!)])));
    requestAnimationFrame(() => summary.current?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const form = event.currentTarget;
    const checked = validateEventSubmission(inputOf(form), choices, todayInZone());
    setNotice(undefined);
    if (!checked.ok) return showErrors(checked.problems);
    setErrors({});
    setStatus('pending');
    try {
      const sent = new FormData(form);
      const solved = await proof.solve();
      if (solved) sent.set(PROOF_FIELD, solved);
      const response = await fetch(EVENT_SUBMIT_ENDPOINT, { method: 'POST', body: sent, headers: { accept: 'application/json', 'Idempotency-Key': idempotencyKey } });
      if (response.ok) {
        const link = ((await response.json().catch(() => null)) as { status?: unknown } | null)?.status;
        if (typeof link === 'string' && link.startsWith('/')) setStatusLink(link);
        return setStatus('done');
      }
      const body = (await response.json().catch(() => null)) as { error?: { problems?: Partial<Record<EventField, Problem>>; message?: string; formToken?: string } } | null;
      if (typeof body?.error?.formToken === 'string') setFormToken(body.error.formToken);
      const problems = body?.error?.problems ?? {};
      if (Object.keys(problems).length) showErrors(problems);
      else setNotice(body?.error?.message ?? formErrorMessages.request);
    } catch {
      setNotice(navigator.onLine === false ? formErrorMessages.offline : formErrorMessages.request);
    }
    proof.renew();
    setStatus('idle');
  };

  if (status === 'done') {
    return (
      <>
        <p className={siteStyles.success} role="status">
          {copy.received}
        </p>
        {statusLink ? (
          <p>
            <a href={statusLink}>{copy.statusLink}</a>
          </p>
        ) : null}
      </>
    );
  }

  const listed = FIELD_ORDER.filter((name) => errors[name]);
  const text = (name: string, props: { type?: string; inputMode?: 'email' | 'tel' | 'url'; required?: boolean; hint?: string } = {}) => {
    const field = labelOf(name);
    return (
      <Shell name={name} label={field.label} required={props.required ?? field.required} hint={props.hint} error={error(name as EventField)}>
        {(described) => (
          <input {...described} name={name} type={props.type ?? 'text'} inputMode={props.inputMode} maxLength={field.maxLength} autoComplete={field.autoComplete} required={props.required ?? field.required} defaultValue={values[name]} className={siteStyles.control} />
        )}
      </Shell>
    );
  };
  const show = (kind: string) => !hydrated || repeat === kind;

  return (
    <form className={siteStyles.form} method="post" action={EVENT_SUBMIT_ENDPOINT} encType="multipart/form-data" noValidate={hydrated} onSubmit={onSubmit} aria-labelledby={`${ID}-heading`} aria-busy={status === 'pending' || undefined} data-hydrated={hydrated || undefined}>
      <h1 id={`${ID}-heading`} className={siteStyles.title}>
        {copy.title}
      </h1>
      <p className={siteStyles.intro}>{copy.intro}</p>
      {listed.length || notice ? (
        <div ref={summary} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby={`${ID}-summary`}>
          <h2 id={`${ID}-summary`}>{listed.length ? copy.summary : notice}</h2>
          {listed.length ? (
            <ul>
              {listed.map((name) => (
                <li key={name}>
                  <a href={`#${idOf(name === 'days' ? 'day_mo' : name)}`}>{errors[name]}</a>
                </li>
              ))}
            </ul>
          ) : null}
          {listed.length && notice ? <p>{notice}</p> : null}
        </div>
      ) : null}
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />

      <fieldset className={styles.group}>
        <legend>{copy.about}</legend>
        {text('title')}
        <Select name="category" label={copy.category} options={categories} empty={copy.categoryNone} value={values.category} required={categories.length > 0} error={error('category')} />
        <Shell name="description" label={labelOf('description').label} required hint={copy.descriptionHint} error={error('description')}>
          {(described) => <textarea {...described} name="description" rows={8} maxLength={labelOf('description').maxLength} required defaultValue={values.description} className={siteStyles.control} />}
        </Shell>
        {text('price', { hint: copy.priceHint })}
        <Check name="free" label={labelOf('free').label} value={values.free} error={error('free')} />
        {text('url', { type: 'url', inputMode: 'url' })}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{copy.when}</legend>
        <p className={styles.hint}>{copy.timeZone}</p>
        {(['start_date', 'start_time', 'end_date', 'end_time'] as const).map((name) => (
          <Shell key={name} name={name} label={{ start_date: copy.startDate, start_time: copy.startTime, end_date: copy.endDate, end_time: copy.endTime }[name]} required={name !== 'end_date'} error={error(name)}>
            {(described) => <input {...described} name={name} type={name.endsWith('date') ? 'date' : 'time'} defaultValue={values[name]} className={siteStyles.control} />}
          </Shell>
        ))}
        <Check name="all_day" label={labelOf('all_day').label} value={values.all_day} error={error('all_day')} />
        <fieldset className={styles.choices}>
          <legend>{copy.repeat}</legend>
          {(
            [
              ['none', copy.repeatNone],
              ['weekly', copy.repeatWeekly],
              ['monthly', copy.repeatMonthly],
              ['dates', copy.repeatDates],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name="repeat" value={value} defaultChecked={(values.repeat || 'none') === value} onChange={() => setRepeat(value)} />
              {label}
            </label>
          ))}
        </fieldset>
        {show('weekly') ? (
          <fieldset className={styles.choices} aria-describedby={error('days') ? `${idOf('days')}-error` : undefined}>
            <legend>{copy.days}</legend>
            {WEEKDAYS.map((day) => (
              <label key={day.name} className={styles.choice}>
                <input id={idOf(day.name)} type="checkbox" name={day.name} value="on" defaultChecked={values[day.name] === 'on'} />
                {day.label}
              </label>
            ))}
            <ErrorLine id={idOf('days')} error={error('days')} />
          </fieldset>
        ) : null}
        {show('monthly') ? (
          <Select name="nth" label={copy.nth} hint={copy.nthHint} options={NTH_OPTIONS.map((o) => ({ id: o.value, label: o.label }))} value={values.nth} error={error('nth')} />
        ) : null}
        {show('dates') ? (
          <Shell name="dates" label={copy.dates} hint={copy.datesHint} error={error('dates')}>
            {(described) => <textarea {...described} name="dates" rows={3} defaultValue={values.dates} className={siteStyles.control} />}
          </Shell>
        ) : null}
        {show('weekly') || show('monthly') ? (
          <Shell name="until" label={copy.until} error={error('until')}>
            {(described) => <input {...described} name="until" type="date" defaultValue={values.until} className={siteStyles.control} />}
          </Shell>
        ) : null}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{copy.where}</legend>
        <Select name="venue_id" label={copy.venue} options={venues} empty={copy.venueOther} value={values.venue_id} error={error('venue_id')} />
        {text('venue_name')}
        {text('venue_address')}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{copy.imageGroup}</legend>
        <Shell name="image" label={copy.image} hint={copy.imageHint} error={error('image')}>
          {(described) => <input {...described} name="image" type="file" accept={IMAGE_TYPES.join(',')} className={siteStyles.control} />}
        </Shell>
        {text('image_alt')}
        {text('image_credit')}
        <Check name="image_rights" label={labelOf('image_rights').label} value={values.image_rights} error={error('image_rights')} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{copy.you}</legend>
        {text('name')}
        {text('email', { type: 'email', inputMode: 'email' })}
        {text('phone', { type: 'tel', inputMode: 'tel' })}
        <p className={styles.hint}>{copy.rules}</p>
        <Check name="terms" label={labelOf('terms').label} value={values.terms} error={error('terms')} />
      </fieldset>

      <Honeypot id={ID} />
      {proof.widget}
      <div className={siteStyles.actions}>
        <button type="submit" className={`button ${siteStyles.submit}`} disabled={status === 'pending'}>
          {status === 'pending' ? formMessages.sending : copy.submit}
        </button>
      </div>
    </form>
  );
}

import Link from 'next/link';
import { messages } from '@/lib/config/messages';
import { FORM_DEFINITIONS, type FormFailureReason, type FormKey } from '@/lib/forms';
import styles from './FormResult.module.css';

const REASON_MESSAGES: Record<FormFailureReason, string> = {
  invalid: messages.error.invalid_fields,
  too_large: messages.form.too_large,
  rate_limited: messages.form.rate_limited,
  busy: messages.form.busy,
  request: messages.error.request,
};

export type FormResultProps =
  | { formKey: FormKey; outcome: 'thanks' }
  | { formKey: FormKey; outcome: 'error'; reason: FormFailureReason; fields: readonly string[] };

/**
 * The server-rendered result of a form posted without JavaScript. Only fixed texts and the labels of known
 * fields are shown: nothing the visitor sent is echoed.
 */
export function FormResult(props: FormResultProps) {
  const definition = FORM_DEFINITIONS[props.formKey];
  const back = (
    <p className={styles.links}>
      <Link href={definition.page} className="button">
        {messages.form.result.back}
      </Link>
      {definition.page !== '/' ? <Link href="/">{messages.form.result.home}</Link> : null}
    </p>
  );
  if (props.outcome === 'thanks') {
    return (
      <section className={styles.result} aria-labelledby="form-result-title">
        <h1 id="form-result-title">{messages.form.result.thanks_title}</h1>
        <p className={styles.success} role="status">
          {definition.confirmation}
        </p>
        {back}
      </section>
    );
  }
  const labels = definition.fields.filter((field) => props.fields.includes(field.name)).map((field) => field.label);
  const onlyEmail = labels.length === 1 && props.fields[0] === 'email';
  const message = props.reason === 'invalid' && onlyEmail ? messages.error.invalid_email : REASON_MESSAGES[props.reason];
  return (
    <section className={styles.result} aria-labelledby="form-result-title">
      <h1 id="form-result-title">{messages.form.result.error_title}</h1>
      <p className={styles.error} role="alert">
        {message}
      </p>
      {props.reason === 'invalid' && labels.length ? (
        <>
          <p>{messages.form.result.fields_intro}</p>
          <ul>
            {labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </>
      ) : null}
      {back}
    </section>
  );
}

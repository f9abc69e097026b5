// What every form's client code shows — the sending state, the validation messages and a failed request — and
// nothing else: it loads with every page that has a form. Each form's own copy (title, labels, confirmation) is in
// its definition (./contact-form.ts, …); the no-JS result pages' copy is server-only (lib/config/messages.ts).

export const formMessages = {
  sending: 'Sending…',
  required: '{label} is required.',
  too_long: '{label} must be at most {max} characters.',
  invalid: 'Please check {label}.',
} as const;

export const formErrorMessages = {
  invalid_email: 'Please enter a valid email address.',
  invalid_fields: 'Please provide valid input for all required fields.',
  request: 'There was a problem processing your request. Please try again later.',
  /** Sending failed with the browser offline: nothing is queued, so the visitor must know nothing went out. */
  offline: 'You are offline: nothing was sent. What you entered is still here; send it again when you have a signal.',
} as const;

import { FORM_DEFINITIONS, FORM_KEYS, MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH, formErrorPath } from './definitions';
import { fieldMessage, isHoneypotFilled, validateFormInput } from './validate';

const required = (key: keyof typeof FORM_DEFINITIONS) =>
  FORM_DEFINITIONS[key].fields.filter((f) => f.required).map((f) => f.name);

describe('form definitions', () => {
  it('mirror what the content service accepts per form', () => {
    expect(required('consumer')).toEqual(['email']);
    expect(required('contact')).toEqual(['name', 'email', 'message']);
    expect(required('media')).toEqual(['name', 'email', 'outlet', 'message']);
    expect(required('guide')).toEqual(['first_name', 'last_name', 'detail', 'city', 'division', 'postcode', 'country']);
    expect(required('member')).toEqual(['name', 'email', 'business']);
    expect(FORM_DEFINITIONS.guide.fields.map((f) => f.name)).toContain('newsletter');
    expect(FORM_DEFINITIONS.media.fields.find((f) => f.name === 'organization')?.required).toBe(false);
  });

  it('use the documented labels for the guide order', () => {
    expect(FORM_DEFINITIONS.guide.fields.slice(0, 8).map((f) => f.label)).toEqual([
      'First Name',
      'Last Name',
      'Email (optional)',
      'Street Address',
      'City',
      'State',
      'Postal Code',
      'Country',
    ]);
  });
});

describe('validateFormInput', () => {
  it.each(FORM_KEYS)('%s: an empty submission names every required field', (key) => {
    const result = validateFormInput(FORM_DEFINITIONS[key], {});
    expect(result).toMatchObject({ ok: false, fields: required(key) });
  });

  it('trims strings and drops unknown and empty optional fields', () => {
    const result = validateFormInput(FORM_DEFINITIONS.contact, {
      name: '  Ada  ',
      email: ' ada@example.com ',
      message: '\n Hello \n',
      extra: 'dropped',
    });
    expect(result).toEqual({ ok: true, data: { name: 'Ada', email: 'ada@example.com', message: 'Hello' } });
    expect(validateFormInput(FORM_DEFINITIONS.member, { name: 'A', email: 'a@example.com', business: 'B', message: '   ' })).toEqual({
      ok: true,
      data: { name: 'A', email: 'a@example.com', business: 'B' },
    });
  });

  it('treats whitespace-only required fields as missing', () => {
    expect(validateFormInput(FORM_DEFINITIONS.contact, { name: '   ', email: 'a@example.com', message: 'x' })).toMatchObject({
      ok: false,
      id: 'invalid_fields',
      fields: ['name'],
      problems: { name: 'required' },
    });
  });

  it('answers invalid_email when the email is the only problem', () => {
    expect(validateFormInput(FORM_DEFINITIONS.consumer, { email: 'not-an-email' })).toMatchObject({
      ok: false,
      id: 'invalid_email',
      fields: ['email'],
    });
    expect(validateFormInput(FORM_DEFINITIONS.consumer, { email: '' })).toMatchObject({ ok: false, id: 'invalid_fields', fields: ['email'] });
    expect(validateFormInput(FORM_DEFINITIONS.consumer, { email: ' a@example.com ' })).toEqual({ ok: true, data: { email: 'a@example.com' } });
  });

  const guide = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    detail: '1 Main St',
    city: 'Whitefish',
    division: 'MT',
    postcode: '59937',
    country: 'USA',
  };

  it('guide: email is optional but must be valid when given; the opt-in box becomes a boolean', () => {
    expect(validateFormInput(FORM_DEFINITIONS.guide, guide)).toEqual({ ok: true, data: guide });
    expect(validateFormInput(FORM_DEFINITIONS.guide, { ...guide, email: '  ' })).toEqual({ ok: true, data: guide });
    expect(validateFormInput(FORM_DEFINITIONS.guide, { ...guide, email: 'nope' })).toMatchObject({ ok: false, id: 'invalid_email', fields: ['email'] });
    expect(validateFormInput(FORM_DEFINITIONS.guide, { ...guide, email: 'a@example.com', newsletter: 'on' })).toEqual({
      ok: true,
      data: { ...guide, email: 'a@example.com', newsletter: true },
    });
    expect(validateFormInput(FORM_DEFINITIONS.guide, { ...guide, newsletter: true })).toMatchObject({ ok: true, data: { newsletter: true } });
    expect(validateFormInput(FORM_DEFINITIONS.guide, { ...guide, newsletter: 'maybe' })).toMatchObject({ ok: false, fields: ['newsletter'] });
  });

  it('enforces the service limits and rejects non-strings', () => {
    const long = validateFormInput(FORM_DEFINITIONS.contact, { name: 'x'.repeat(MAX_TEXT_LENGTH + 1), email: 'a@example.com', message: 'x'.repeat(MAX_MESSAGE_LENGTH) });
    expect(long).toMatchObject({ ok: false, fields: ['name'], problems: { name: 'too_long' } });
    expect(validateFormInput(FORM_DEFINITIONS.contact, { name: ['a'], email: 'a@example.com', message: 'x' })).toMatchObject({ ok: false, fields: ['name'] });
    expect(validateFormInput(FORM_DEFINITIONS.contact, null)).toMatchObject({ ok: false, fields: ['name', 'email', 'message'] });
  });
});

it('words field messages with the documented messages', () => {
  const [name, email] = FORM_DEFINITIONS.contact.fields;
  expect(fieldMessage(email, 'invalid_email')).toBe('Please enter a valid email address.');
  expect(fieldMessage(email, 'required')).toBe('Please enter a valid email address.');
  expect(fieldMessage(name, 'required')).toBe('Name is required.');
  expect(fieldMessage(name, 'too_long')).toBe('Name must be at most 200 characters.');
});

it('detects a filled honeypot', () => {
  expect(isHoneypotFilled({ website: 'http://spam' })).toBe(true);
  expect(isHoneypotFilled({ website: '' })).toBe(false);
  expect(isHoneypotFilled({})).toBe(false);
});

it('builds the no-JS error path with known values only', () => {
  expect(formErrorPath('guide', 'invalid', ['city', 'postcode'])).toBe('/forms/guide/error?reason=invalid&fields=city%2Cpostcode');
});

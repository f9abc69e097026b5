import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { FORM_DEFINITIONS, type FormKey } from '@/lib/forms';
import { ContactForm } from './ContactForm';
import { GuideOrderForm } from './GuideOrderForm';
import { MediaRequestForm } from './MediaRequestForm';
import { MemberForm } from './MemberForm';
import type { SiteFormProps } from './SiteForm';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.dataLayer = [];
});
afterEach(() => jest.restoreAllMocks());

const VALID: Record<Exclude<FormKey, 'consumer'>, Record<string, string>> = {
  contact: { name: 'Ada', email: 'ada@example.com', message: 'Hello there' },
  media: { name: 'Cy', email: 'cy@example.com', outlet: 'Daily Inter Lake', message: 'Photos of the lake' },
  guide: {
    first_name: 'Grace',
    last_name: 'Hopper',
    detail: '1 Navy Way',
    city: 'Arlington',
    division: 'VA',
    postcode: '22201',
    country: 'USA',
  },
  member: { name: 'Bo', email: 'bo@example.com', business: 'Bo’s Bikes' },
};

const FORMS: Array<[Exclude<FormKey, 'consumer'>, ComponentType<SiteFormProps>]> = [
  ['contact', ContactForm],
  ['media', MediaRequestForm],
  ['guide', GuideOrderForm],
  ['member', MemberForm],
];

const field = (key: FormKey, name: string) => {
  const label = FORM_DEFINITIONS[key].fields.find((f) => f.name === name)!.label;
  return screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
};

async function fill(key: Exclude<FormKey, 'consumer'>, values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [name, value] of Object.entries(values)) await user.type(field(key, name), value);
  return user;
}

const submitButton = (key: FormKey) => screen.getByRole('button', { name: FORM_DEFINITIONS[key].submitLabel });

describe.each(FORMS)('%s form', (key, Form) => {
  it('works without JavaScript: a real POST to the route handler with every field and a honeypot', () => {
    const { container } = render(<Form />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/api/forms/${key}`);
    for (const f of FORM_DEFINITIONS[key].fields) expect(container.querySelector(`[name="${f.name}"]`)).not.toBeNull();
    expect(container.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { name: FORM_DEFINITIONS[key].title })).toBeInTheDocument();
  });

  it('shows errors next to the required fields, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(submitButton(key));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide valid input for all required fields.');
    for (const f of FORM_DEFINITIONS[key].fields.filter((f) => f.required)) {
      const input = field(key, f.name);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      const describedBy = document.getElementById(input.getAttribute('aria-describedby')!);
      expect(describedBy).toHaveTextContent(f.kind === 'email' ? 'Please enter a valid email address.' : `${f.label} is required.`);
    }
    const first = FORM_DEFINITIONS[key].fields.find((f) => f.required)!;
    expect(field(key, first.name)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed data once, then shows the confirmation and reports the event', async () => {
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const values = VALID[key];
    render(<Form />);
    const user = await fill(key, { ...values, [Object.keys(values)[0]]: `  ${Object.values(values)[0]}  ` });
    await user.dblClick(submitButton(key));
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/forms/${key}`);
    expect(JSON.parse(init.body as string)).toEqual(values);
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);

    await act(async () => resolve(new Response(JSON.stringify({ ok: true }), { status: 201 })));
    expect(await screen.findByRole('status')).toHaveTextContent(FORM_DEFINITIONS[key].confirmation);
    expect(screen.queryByRole('button')).toBeNull();
    expect(window.dataLayer).toEqual([{ event: 'Form', category: 'Form', action: 'submit', label: key }]);
  });

  it('on failure keeps the input, shows the generic error, and a retry reuses the idempotency key', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 502 })).mockRejectedValueOnce(new TypeError('Network Error'));
    render(<Form />);
    const user = await fill(key, VALID[key]);
    await user.click(submitButton(key));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem processing your request. Please try again later.');
    expect(field(key, Object.keys(VALID[key])[0])).toHaveValue(Object.values(VALID[key])[0]);
    expect(window.dataLayer).toEqual([]);
    await user.click(submitButton(key));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keyOf = (i: number) => ((fetchMock.mock.calls[i] as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'];
    expect(keyOf(1)).toBe(keyOf(0));
    await waitFor(() => expect(submitButton(key)).toBeEnabled());
  });
});


describe('field errors from the server', () => {
  it('marks the fields the handler names', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { id: 'invalid_fields', fields: ['outlet'] } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    render(<MediaRequestForm />);
    const user = await fill('media', VALID.media);
    await user.click(submitButton('media'));
    expect(await screen.findByText('Please check Media outlet.')).toBeInTheDocument();
    expect(field('media', 'outlet')).toHaveAttribute('aria-invalid', 'true');
    expect(field('media', 'name')).not.toHaveAttribute('aria-invalid');
  });
});

describe('guide order', () => {
  it('has the documented labels, an optional email and the newsletter opt-in', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    render(<GuideOrderForm />);
    const user = await fill('guide', { ...VALID.guide, email: 'nope' });
    await user.click(screen.getByRole('checkbox', { name: /monthly newsletter/ }));
    await user.click(submitButton('guide'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field('guide', 'email'));
    await user.type(field('guide', 'email'), 'grace@example.com');
    await user.click(submitButton('guide'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual({
      ...VALID.guide,
      email: 'grace@example.com',
      newsletter: true,
    });
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscribeForm } from './SubscribeForm';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.dataLayer = [];
});

afterEach(() => jest.restoreAllMocks());

const input = () => screen.getByRole('textbox', { name: 'Email' });
const button = () => screen.getByRole('button', { name: /subscribe/i });

describe('SubscribeForm', () => {
  it('works without JavaScript: posts email to the endpoint, with a hidden honeypot', () => {
    const { container } = render(<SubscribeForm />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/forms/consumer');
    expect(input()).toHaveAttribute('name', 'email');
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByText(/monthly newsletter/i)).toBeInTheDocument();
  });

  it.each([[''], ['   '], ['not-an-email'], ['a@b']])('rejects %j without sending', async (value) => {
    const user = userEvent.setup();
    render(<SubscribeForm />);
    if (value) await user.type(input(), value);
    await user.click(button());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please enter a valid email address.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAttribute('aria-describedby', alert.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success clears and disables the form, announces the confirmation and reports it', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    const user = userEvent.setup();
    render(<SubscribeForm />);
    await user.type(input(), '  visitor@example.com ');
    await user.click(button());

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Thanks for subscribing/));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/forms/consumer');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'visitor@example.com' });
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);

    expect(input()).toHaveValue('');
    expect(input()).toBeDisabled();
    expect(screen.getByRole('group')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Subscribed' })).toBeDisabled();
    expect(window.dataLayer).toContainEqual({ event: 'Form', category: 'Form', action: 'submit', label: 'consumer' });
  });

  it('offline, says that nothing was sent and keeps what was entered', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<SubscribeForm />);
    await user.type(input(), 'visitor@example.com');
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline: nothing was sent.');
    expect(input()).toHaveValue('visitor@example.com');
    expect(button()).toBeEnabled();
    online.mockRestore();
  });

  it('on failure logs, shows the generic error and stays editable; a retry reuses the idempotency key', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    fetchMock.mockRejectedValueOnce(new TypeError('Network Error'));
    const user = userEvent.setup();
    render(<SubscribeForm />);
    await user.type(input(), 'visitor@example.com');
    await user.click(button());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem processing your request. Please try again later.',
    );
    expect(error).toHaveBeenCalled();
    expect(input()).toBeEnabled();
    expect(input()).toHaveValue('visitor@example.com');
    expect(button()).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(window.dataLayer).toEqual([]);

    await user.click(button());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const key = (call: number) => ((fetchMock.mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'];
    expect(key(1)).toBe(key(0));
    await waitFor(() => expect(input()).toBeEnabled());

    // A different address is a new attempt series.
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    await user.clear(input());
    await user.type(input(), 'other@example.com');
    await user.click(button());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(key(2)).not.toBe(key(0));
  });

  it('shows the invalid-email message when the server answers 400 invalid_email', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { id: 'invalid_email' } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const user = userEvent.setup();
    render(<SubscribeForm />);
    await user.type(input(), 'visitor@example.com');
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toBeEnabled();
  });

  it('disables the button while the request is pending (no double submit)', async () => {
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<SubscribeForm />);
    await user.type(input(), 'visitor@example.com');
    await user.click(button());
    expect(button()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    resolve(new Response(null, { status: 200 }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Thanks/));
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCATE_MESSAGES, type LocateResult } from '@/lib/map/locate';
import { LocateControl } from './LocateControl';

function deferred() {
  let resolve!: (value: LocateResult) => void;
  const promise = new Promise<LocateResult>((res) => (resolve = res));
  return { promise, resolve };
}

it('asks for the position only when the button is pressed, then hands it to the map', async () => {
  const answer = deferred();
  const locate = jest.fn(() => answer.promise);
  const onLocated = jest.fn();
  render(<LocateControl onLocated={onLocated} locate={locate} />);
  expect(locate).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Show my location' }));
  expect(screen.getByRole('status')).toHaveTextContent(LOCATE_MESSAGES.locating);
  await act(async () => answer.resolve({ ok: true, longitude: -114.33, latitude: 48.41, accuracy: 5 }));
  expect(onLocated).toHaveBeenCalledWith({ longitude: -114.33, latitude: 48.41, accuracy: 5 });
  expect(screen.getByRole('status')).toHaveTextContent(LOCATE_MESSAGES.located);
});

it('says politely when location access is denied, and the button describes why', async () => {
  const onLocated = jest.fn();
  render(<LocateControl onLocated={onLocated} locate={async () => ({ ok: false, reason: 'denied' })} />);
  const button = screen.getByRole('button', { name: 'Show my location' });
  await userEvent.setup().click(button);
  expect(await screen.findByText(/location access is turned off for this site/)).toHaveAttribute('role', 'status');
  expect(button).toHaveAccessibleDescription(LOCATE_MESSAGES.denied);
  expect(onLocated).not.toHaveBeenCalled();
});

it('ignores presses while a fix is pending', async () => {
  const answer = deferred();
  const locate = jest.fn(() => answer.promise);
  render(<LocateControl onLocated={() => {}} locate={locate} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button'));
  await user.click(screen.getByRole('button'));
  expect(locate).toHaveBeenCalledTimes(1);
  await act(async () => answer.resolve({ ok: false, reason: 'timeout' }));
  expect(screen.getByRole('status')).toHaveTextContent(LOCATE_MESSAGES.timeout);
});

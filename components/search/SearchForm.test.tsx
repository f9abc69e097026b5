import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELL_EVENTS } from '@/components/shell/events';
import { SearchForm } from './SearchForm';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockReset());

it('is a GET form to /search that ignores queries under 2 characters', async () => {
  const user = userEvent.setup();
  const { container } = render(<SearchForm defaultValue="ski" />);
  const form = container.querySelector('form')!;
  expect(form).toHaveAttribute('action', '/search');
  expect(form).toHaveAttribute('method', 'get');
  const input = screen.getByRole('searchbox');
  expect(input).toHaveValue('ski');
  await user.clear(input);
  await user.type(input, ' a {Enter}');
  expect(push).not.toHaveBeenCalled();
  await user.clear(input);
  await user.type(input, ' lake trail {Enter}');
  expect(push).toHaveBeenCalledWith('/search?q=lake+trail');
});

it('starts the navigation progress bar for the search it navigates to', async () => {
  const user = userEvent.setup();
  const started: unknown[] = [];
  const onStart = (event: Event) => started.push((event as CustomEvent).detail);
  window.addEventListener(SHELL_EVENTS.navigationStart, onStart);
  render(<SearchForm />);
  await user.type(screen.getByRole('searchbox'), 'x{Enter}');
  expect(started).toEqual([]);
  await user.type(screen.getByRole('searchbox'), 'c country{Enter}');
  expect(started).toEqual(['/search?q=xc+country']);
  window.removeEventListener(SHELL_EVENTS.navigationStart, onStart);
});

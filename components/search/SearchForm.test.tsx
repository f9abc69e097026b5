import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

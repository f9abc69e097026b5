import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchRetry } from './SearchRetry';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

it('renders the same search again in place; without JavaScript it is a GET form for the same query', async () => {
  const user = userEvent.setup();
  const { container } = render(<SearchRetry query="lake & swim" />);
  const form = container.querySelector('form')!;
  expect(form).toHaveAttribute('action', '/search');
  expect(form).toHaveAttribute('method', 'get');
  expect(container.querySelector('input[type="hidden"][name="q"]')).toHaveValue('lake & swim');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(refresh).toHaveBeenCalledTimes(1);
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserWarning } from './BrowserWarning';

const originalCSS = (window as { CSS?: unknown }).CSS;

function setSupports(supported: boolean) {
  Object.defineProperty(window, 'CSS', {
    configurable: true,
    writable: true,
    value: { supports: jest.fn(() => supported) },
  });
}

afterEach(() => {
  Object.defineProperty(window, 'CSS', { configurable: true, writable: true, value: originalCSS });
});

describe('BrowserWarning', () => {
  it('shows when CSS custom properties are unsupported, and hides when dismissed', async () => {
    setSupports(false);
    const user = userEvent.setup();
    render(<BrowserWarning />);
    expect(await screen.findByText('Your browser is out of date.')).toBeInTheDocument();
    expect(screen.getByText(/This site may not function properly in your current browser\./)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Update Now' });
    expect(link).toHaveAttribute('href', 'https://outdatedbrowser.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/noopener/);

    await user.click(screen.getByRole('button', { name: /dismiss/i }));
    expect(screen.queryByText('Your browser is out of date.')).not.toBeInTheDocument();
  });

  it('is absent when custom properties are supported', () => {
    setSupports(true);
    render(<BrowserWarning />);
    expect(screen.queryByText('Your browser is out of date.')).not.toBeInTheDocument();
    expect(window.CSS.supports).toHaveBeenCalledWith('--a', '0');
  });
});

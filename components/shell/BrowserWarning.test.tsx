import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserWarning, OUTDATED_BROWSER_URL } from './BrowserWarning';

const css = fs.readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8');

describe('BrowserWarning', () => {
  it('renders the warning with its link, and a keyboard-operable dismiss toggle', async () => {
    render(<BrowserWarning />);
    expect(screen.getByText('Your browser is out of date.')).toBeInTheDocument();
    expect(screen.getByText(/This site may not function properly in your current browser\./)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Update Now' });
    expect(link).toHaveAttribute('href', OUTDATED_BROWSER_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/noopener/);
    const toggle = screen.getByRole('checkbox', { name: 'Dismiss browser warning' });
    await userEvent.setup().click(toggle);
    expect(toggle).toBeChecked();
  });

  it('is hidden by CSS wherever custom properties are supported, and once dismissed', () => {
    expect(css).toMatch(/@supports \(--a: 0\) \{\s*\.browser-warning-frame \{\s*display: none;/);
    expect(css).toMatch(/\.browser-warning__toggle:checked \+ \.browser-warning \{\s*display: none;/);
    // The bar's own rules use no custom properties: the browsers that see it do not have them.
    const rules = css.slice(css.indexOf('/* Browser warning'), css.indexOf('@supports (--a: 0)'));
    expect(rules).not.toContain('var(');
  });
});

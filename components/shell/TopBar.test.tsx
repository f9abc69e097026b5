import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBar } from './TopBar';

const mockPathname = jest.fn(() => '/dine');
const mockPush = jest.fn();

jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname(),
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => {
  mockPathname.mockReturnValue('/dine');
  mockPush.mockReset();
  document.body.style.overflow = '';
});

describe('menus', () => {
  it('marks only the item for the current path with aria-current="page"', () => {
    render(<TopBar productName="Whitefish" />);
    const primary = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(primary).getByRole('link', { name: 'Dine' })).toHaveAttribute('aria-current', 'page');
    expect(within(primary).getByRole('link', { name: 'Stay' })).not.toHaveAttribute('aria-current');
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('lists the primary and secondary menus in order, with /plan labelled Groups', () => {
    mockPathname.mockReturnValue('/plan/');
    render(<TopBar productName="Whitefish" />);
    const primary = within(screen.getByRole('navigation', { name: 'Primary' })).getAllByRole('link');
    expect(primary.map((a) => a.getAttribute('href'))).toEqual(['/stay', '/dine', '/explore', '/shop', '/travel']);
    const secondary = within(screen.getByRole('navigation', { name: 'Secondary' })).getAllByRole('link');
    expect(secondary.map((a) => a.getAttribute('href'))).toEqual([
      '/events',
      '/deals',
      '/webcams',
      '/plan',
      '/discover-whitefish',
    ]);
    expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
  });

  it('links the logo home', () => {
    render(<TopBar productName="Whitefish" />);
    expect(screen.getByRole('link', { name: 'Whitefish home' })).toHaveAttribute('href', '/');
  });
});

describe('search panel', () => {
  it('opens with the input focused and closes on the button, blurring the input', async () => {
    const user = userEvent.setup();
    render(<TopBar productName="Whitefish" />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const input = screen.getByRole('searchbox');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('name', 'q');
    expect(input.closest('form')).toHaveAttribute('action', '/search');
    expect(input.closest('form')).toHaveAttribute('method', 'get');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveFocus();
    expect(panel).not.toBeVisible();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(<TopBar productName="Whitefish" />);
    const button = screen.getByRole('button', { name: 'Search' });
    await user.click(button);
    const input = screen.getByRole('searchbox');
    expect(input).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveFocus();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside the search area and blurs the input', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TopBar productName="Whitefish" />
        <p>Outside</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    await user.click(button);
    const input = screen.getByRole('searchbox');
    await user.click(input); // inside: stays open
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveFocus();
  });

  it('ignores queries shorter than 2 characters and searches in the panel otherwise', async () => {
    const fetchMock = jest
      .spyOn(global, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ items: [] }), { status: 200 })));
    try {
      const user = userEvent.setup();
      render(<TopBar productName="Whitefish" />);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      const input = screen.getByRole('searchbox');
      await user.type(input, ' a {Enter}');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Search', expanded: true })).toBeInTheDocument();

      await user.clear(input);
      await user.type(input, 'ski lifts{Enter}');
      expect(fetchMock).toHaveBeenCalledWith('/api/search?q=ski+lifts', expect.anything());
      expect(await screen.findByRole('link', { name: 'See all results for “ski lifts”' })).toHaveAttribute('href', '/search?q=ski+lifts');
      expect(mockPush).not.toHaveBeenCalled();
    } finally {
      fetchMock.mockRestore();
    }
  });
});

describe('mobile menu', () => {
  it('locks body scroll while open and unlocks on close', async () => {
    const user = userEvent.setup();
    render(<TopBar productName="Whitefish" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAttribute('data-open', 'true');
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes (and unlocks scrolling) when the path changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TopBar productName="Whitefish" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(document.body.style.overflow).toBe('hidden');

    mockPathname.mockReturnValue('/stay');
    act(() => rerender(<TopBar productName="Whitefish" />));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('link', { name: 'Stay' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<TopBar productName="Whitefish" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });
});

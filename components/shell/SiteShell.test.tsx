import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAppearance } from '@/lib/notices/notice';
import { SiteShell } from './SiteShell';
import { CONSENT_STORAGE_KEY } from './consent';
import type { ShellSettings } from './types';

const mockPathname = jest.fn(() => '/');
const mockSearch = jest.fn(() => new URLSearchParams());
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname(),
  useSearchParams: () => mockSearch(),
  useRouter: () => ({ push: jest.fn() }),
}));

const settings: ShellSettings = {
  productName: 'Whitefish',
  social: { facebook: 'https://facebook.com/x', instagram: '', youtube: '', x: '' },
  hashtag: '#explorewhitefish',
  loginUrl: 'https://app.elebase.io',
  startYear: 2008,
  tagManagerId: 'GTM-TEST1',
  isProductionHost: true,
};

function shell(overrides: Partial<Parameters<typeof SiteShell>[0]> = {}) {
  return (
    <SiteShell
      notices={[{ id: 'n', phase: 4, title: 'N', edited: '', text: 'Snow today', format: 'text/plain', appearance: parseAppearance(null) }]}
      primaryContacts={[]}
      siteContacts={[]}
      settings={settings}
      preview={false}
      {...overrides}
    >
      <h1>Page body</h1>
    </SiteShell>
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  mockPathname.mockReturnValue('/');
  localStorage.clear();
  window.dataLayer = [];
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  Object.defineProperty(window, 'CSS', { configurable: true, writable: true, value: { supports: () => true } });
});

describe('SiteShell', () => {
  it('renders skip link, notices, top bar, main and footer in order', () => {
    render(shell());
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toHaveTextContent('Page body');
    const order = [
      skip,
      screen.getByRole('region', { name: 'Site notices' }),
      screen.getByRole('banner'),
      main,
      screen.getByRole('contentinfo'),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('reports a content view and, on client navigation, focuses main and announces the title', async () => {
    document.title = 'Home | Whitefish';
    const { rerender } = render(shell());
    expect(window.dataLayer).toContainEqual({ event: 'content-view', page: '/', title: 'Home | Whitefish' });
    expect(screen.getByRole('main')).not.toHaveFocus();

    mockPathname.mockReturnValue('/stay');
    mockSearch.mockReturnValue(new URLSearchParams('category=lodges'));
    document.title = 'Stay | Whitefish';
    rerender(shell());
    expect(screen.getByRole('main')).toHaveFocus();
    expect(await screen.findByText('Stay | Whitefish')).toHaveAttribute('aria-live', 'polite');
    expect(window.dataLayer).toContainEqual({
      event: 'content-view',
      page: '/stay?category=lodges',
      title: 'Stay | Whitefish',
    });
    mockSearch.mockReturnValue(new URLSearchParams());
  });

  it('asks for consent on the production host and loads the tag manager only after "Yes"', async () => {
    const user = userEvent.setup();
    render(shell());
    const dialog = await screen.findByRole('dialog', { name: /cookies/i });
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(dialog).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('yes');
    expect(document.querySelector('script[src*="googletagmanager"]')).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
    );
  });

  it('loads nothing after "No", remembers it, and reopens from the footer button', async () => {
    const user = userEvent.setup();
    render(shell());
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('no');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    expect(screen.getByRole('dialog', { name: /cookies/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
  });

  it('never asks or loads off the production host', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes');
    render(shell({ settings: { ...settings, isProductionHost: false } }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });
});

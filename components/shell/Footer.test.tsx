import { render, screen, within } from '@testing-library/react';
import type { Contact } from '@/lib/entries/types';
import { Footer } from './Footer';
import { SHELL_EVENTS } from './events';
import type { ShellSettings } from './types';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

const settings: ShellSettings = {
  productName: 'Whitefish',
  social: {
    facebook: 'https://www.facebook.com/explorewhitefish',
    instagram: 'https://www.instagram.com/explorewhitefish/',
    youtube: 'https://www.youtube.com/@explorewhitefish',
    x: 'https://x.com/explorewhitefish',
  },
  hashtag: '#explorewhitefish',
  loginUrl: 'https://app.elebase.io',
  startYear: 2008,
  tagManagerId: '',
  isProductionHost: false,
};

const office: Contact = {
  id: 'c1',
  label: 'Explore Whitefish',
  name: { first: '', last: '' },
  organization: 'Explore Whitefish',
  email: 'info@explorewhitefish.com',
  url: 'https://explorewhitefish.com',
  groups: [],
  locations: [
    {
      id: 'l1',
      name: '',
      lines: ['307 Spokane Ave', 'Whitefish, MT 59937'],
      country: 'US',
      point: null,
      directionsUrl: '',
    },
  ],
  phones: [
    {
      id: 'p1',
      name: '',
      country: 'US',
      extension: '',
      number: { text: '(406) 862-3501', e164: '+14068623501', i18n: '+1 406-862-3501' },
      display: '(406) 862-3501',
      href: 'tel:+14068623501',
    },
  ],
  ordinal: 0,
};

describe('Footer', () => {
  it('shows the copyright line from 2008 to the current year in America/Denver', () => {
    render(<Footer primaryContacts={[]} siteContacts={[]} settings={settings} />);
    const year = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', year: 'numeric' }).format(new Date());
    expect(screen.getByText(`© 2008–${year} Whitefish`)).toBeInTheDocument();
  });

  it('takes the year in Denver, not UTC, around New Year', () => {
    // 2031-01-01T03:00Z is still 2030-12-31 in Denver.
    render(<Footer primaryContacts={[]} siteContacts={[]} settings={settings} now={new Date('2031-01-01T03:00:00Z')} />);
    expect(screen.getByText('© 2008–2030 Whitefish')).toBeInTheDocument();
  });

  it('shows primary contacts with tel:, mailto: and website links; no contact band without contacts', () => {
    const { container, rerender } = render(
      <Footer primaryContacts={[office]} siteContacts={[]} settings={settings} />,
    );
    expect(screen.getByText('307 Spokane Ave')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(406) 862-3501' })).toHaveAttribute('href', 'tel:+14068623501');
    expect(screen.getByRole('link', { name: 'info@explorewhitefish.com' })).toHaveAttribute(
      'href',
      'mailto:info@explorewhitefish.com',
    );
    expect(screen.getByRole('link', { name: 'explorewhitefish.com' })).toHaveAttribute('target', '_blank');

    rerender(<Footer primaryContacts={[]} siteContacts={[]} settings={settings} />);
    expect(container.querySelector('.footer__band--contacts')).toBeNull();
  });

  it('links the social networks in a new tab with accessible names', () => {
    render(<Footer primaryContacts={[]} siteContacts={[]} settings={settings} />);
    const facebook = screen.getByRole('link', { name: /Facebook/ });
    expect(facebook).toHaveAttribute('href', settings.social.facebook);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Instagram/ })).toBeInTheDocument();
  });

  it('lists the footer links including the external Log In link', () => {
    render(<Footer primaryContacts={[]} siteContacts={[]} settings={settings} />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/guide',
      '/members',
      '/media',
      '/map',
      '/events/submit',
      '/conditions',
      '/professional-services',
      '/explore-more',
      '/about-whitefish',
      '/privacy',
      '/terms',
      'https://app.elebase.io',
    ]);
    expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('target', '_blank');
  });

  it('has a Cookie preferences button that asks for the consent prompt', () => {
    const listener = jest.fn();
    window.addEventListener(SHELL_EVENTS.consentOpen, listener);
    render(<Footer primaryContacts={[]} siteContacts={[]} settings={settings} />);
    screen.getByRole('button', { name: 'Cookie preferences' }).click();
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(SHELL_EVENTS.consentOpen, listener);
  });

  it('includes the newsletter subscribe form', () => {
    render(<Footer primaryContacts={[]} siteContacts={[]} settings={settings} />);
    expect(screen.getByRole('group', { name: /monthly newsletter/i })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { normalizeContact } from '@/lib/entries';
import { ContactDetails, ContactList } from './ContactElement';

const wire = {
  id: 'c1',
  name: { first: 'Ada', last: 'Lovelace' },
  organization: 'Lake Lodge',
  email: 'stay@lakelodge.example',
  url: 'https://www.lakelodge.example/',
  phones: [{ id: 'p1', name: 'Front desk', extension: '12', number: { text: '406-555-0100', e164: '+14065550100', i18n: '(406) 555-0100' } }],
  locations: [
    { id: 'l1', name: 'Main lodge', detail: '1 Lakeshore Dr', city: 'Whitefish', division: { code: 'US-MT' }, postcode: '59937', point: '-114.35,48.42' },
  ],
};

describe('ContactDetails', () => {
  it('shows label, organisation, address lines, directions, phone, email and website', () => {
    render(<ContactDetails contact={normalizeContact(wire)!} />);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Lake Lodge')).toBeInTheDocument();
    expect(screen.getByText('Main lodge')).toBeInTheDocument();
    expect(screen.getByText('1 Lakeshore Dr')).toBeInTheDocument();
    expect(screen.getByText('Whitefish, MT 59937')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Directions/ })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=48.42,-114.35');
    const phone = screen.getByRole('link', { name: '(406) 555-0100' });
    expect(phone).toHaveAttribute('href', 'tel:+14065550100,12');
    expect(screen.getByText(/ext\. 12/)).toBeInTheDocument();
    expect(screen.getByText(/Front desk/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'stay@lakelodge.example' })).toHaveAttribute('href', 'mailto:stay@lakelodge.example');
    expect(screen.getByRole('link', { name: /^www\.lakelodge\.example/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops an invalid email and a non-http website', () => {
    const { container } = render(<ContactDetails contact={normalizeContact({ ...wire, email: 'x" onmouseover="alert(1)', url: 'javascript:alert(1)' })!} />);
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('uses the organisation as label when there is no name; address directions when there is no point', () => {
    const contact = normalizeContact({ id: 'c2', organization: 'Depot Cafe', locations: [{ detail: '500 Depot St', city: 'Whitefish' }] })!;
    render(<ContactDetails contact={contact} />);
    expect(screen.getByText('Depot Cafe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Directions/ }).getAttribute('href')).toContain(encodeURIComponent('500 Depot St, Whitefish'));
  });
});

describe('ContactList', () => {
  it('orders by ordinal and renders nothing without contacts', () => {
    const a = normalizeContact({ id: 'a', organization: 'Second' }, 1)!;
    const b = normalizeContact({ id: 'b', organization: 'First' }, 0)!;
    render(<ContactList contacts={[a, b]} />);
    const labels = screen.getAllByText(/First|Second/).map((n) => n.textContent);
    expect(labels).toEqual(['First', 'Second']);
    const empty = render(<ContactList contacts={[]} />);
    expect(empty.container).toBeEmptyDOMElement();
  });
});

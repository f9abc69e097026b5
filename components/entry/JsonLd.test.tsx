import { render, screen } from '@testing-library/react';
import { normalizeEntry } from '@/lib/entries';
import { Breadcrumbs } from './Breadcrumbs';
import { breadcrumbsFor, sectionOf } from './entry-context';
import { JsonLd } from './JsonLd';

describe('JsonLd', () => {
  it('a title containing </script> cannot break out of the script element', () => {
    const hostile = '</script><script>window.__ld = 1</script>';
    const { container } = render(<JsonLd data={{ '@type': 'Event', name: hostile }} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('type', 'application/ld+json');
    expect(scripts[0].innerHTML).not.toContain('</script');
    expect(scripts[0].innerHTML).not.toContain('<');
    expect(JSON.parse(scripts[0].textContent!)).toEqual({ '@type': 'Event', name: hostile });
    expect((window as unknown as { __ld?: number }).__ld).toBeUndefined();
  });
});

describe('breadcrumbs', () => {
  const event = normalizeEntry({ id: 'e1', title: 'Winter Carnival', types: [{ id: 'event' }] })!;
  const here = normalizeEntry({ id: 'h1', title: 'Local tips', types: [{ id: 'article' }, { id: 'here' }] })!;

  it('finds the section list of an entry (sub-type first)', () => {
    expect(sectionOf(event)?.path).toBe('/events');
    expect(sectionOf(here)?.path).toBe('/here');
    expect(sectionOf({ type: 'article', subtype: 'about' })).toBeNull();
  });

  it('is Home › section › entry on entry pages and Home › page on content pages', () => {
    expect(breadcrumbsFor(event, '/entries/winter-carnival/e1').map((c) => c.name)).toEqual(['Home', 'Events', 'Winter Carnival']);
    expect(breadcrumbsFor(event, '/privacy').map((c) => c.href)).toEqual(['/', '/privacy']);
  });

  it('renders links for ancestors and marks the current page', () => {
    render(<Breadcrumbs items={breadcrumbsFor(event, '/entries/winter-carnival/e1')} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    expect(screen.getByText('Winter Carnival')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Winter Carnival' })).toBeNull();
  });
});

import { render } from '@testing-library/react';
import type { WireEntry } from '@/content-client/wire';
import { normalizeEntry } from '@/lib/entries';
import { ElementList } from './ElementList';

describe('ElementList', () => {
  it('marks each rendered element with its type and id, in order, skipping layout elements', () => {
    const entry = normalizeEntry({
      id: 'e1',
      date_time: { init: '2026-01-01T00:00:00Z', edit: '2026-01-02T00:00:00Z' },
      phase: 4,
      title: 'Lake Bistro',
      users: [],
      types: [{ id: 'dine', name: 'Dine' }],
      groups: [],
      elements: [
        { id: 'body', type: 'text', name: 'Body', preferences: { iana_type: 'text/markdown' }, data: 'Fresh **trout**.' },
        { id: 'url-book', type: 'text', name: 'Book', preferences: { iana_type: 'text/plain' }, data: 'https://book.example' },
        { id: 'amenities', type: 'option', name: 'Amenities', preferences: {}, data: [{ id: 'patio', text: 'Patio' }] },
      ],
    } as unknown as WireEntry)!;
    const { container } = render(<ElementList entry={entry} />);
    const marked = [...container.querySelectorAll('[data-element-type]')].map((el) => [el.getAttribute('data-element-type'), el.getAttribute('data-element-id')]);
    expect(marked).toEqual([
      ['text', 'body'],
      ['option', 'amenities'],
    ]);
    expect(container.querySelector('[data-element-id="body"] strong')).toHaveTextContent('trout');
  });

  it('shows an approved submission’s typed venue under “Where” and never its private record', () => {
    const entry = normalizeEntry({
      id: 'e2',
      date_time: { init: '2026-01-01T00:00:00Z', edit: '2026-01-02T00:00:00Z' },
      phase: 4,
      title: 'Lakeside Jazz',
      users: [],
      types: [{ id: 'event', name: 'Event' }],
      groups: [],
      elements: [
        { id: 'submission', type: 'text', name: 'submission', preferences: { iana_type: 'text/plain' }, data: '{"status":"ab12","ref":"k-1","decision":{"state":"approved"}}' },
        { id: 'where', type: 'text', name: 'where', preferences: { iana_type: 'text/plain' }, data: 'Lakeside Pavilion\n1 Lakeside Blvd, Whitefish, MT' },
      ],
    } as unknown as WireEntry)!;
    const { container } = render(<ElementList entry={entry} />);
    expect(container).toHaveTextContent('Where');
    expect(container).toHaveTextContent('Lakeside Pavilion');
    expect(container).not.toHaveTextContent('ab12');
    expect(container.querySelector('[data-element-id="submission"]')).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import type { DateRange } from '@/lib/dates';
import { EventDates, planEventDates } from './EventDates';
import { DateTimeElement } from './DateTimeElement';
import { element } from './test-helpers';

const RANGES: DateRange[] = [
  ['2026-11-03T18:00:00-07:00', '2026-11-03T21:00:00-07:00'],
  ['2026-11-01T18:00:00-07:00', '2026-11-01T21:00:00-07:00'],
  ['2026-11-02T18:00:00-07:00', '2026-11-02T21:00:00-07:00'],
];

describe('EventDates', () => {
  it('leads with the next upcoming date and lists the other upcoming dates', () => {
    render(<EventDates ranges={RANGES} dataType="date/time" today="2026-11-02" />);
    expect(screen.getByText('Next date').parentElement).toHaveTextContent('11/02/26, 6:00 PM – 11/02/26, 9:00 PM');
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['11/03/26, 6:00 PM – 11/03/26, 9:00 PM']);
  });

  it('shows the ?date= occurrence first, highlighted, then the other upcoming dates', () => {
    render(<EventDates ranges={RANGES} dataType="date/time" today="2026-11-01" date="2026-11-03" />);
    const main = screen.getByText('Selected date').parentElement!;
    expect(main).toHaveAttribute('data-kind', 'selected');
    expect(main).toHaveTextContent('11/03/26');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('ignores a ?date= that matches no occurrence, is over or is malformed', () => {
    expect(planEventDates({ ranges: RANGES, today: '2026-11-01', date: '2026-12-25' }).kind).toBe('next');
    expect(planEventDates({ ranges: RANGES, today: '2026-11-01', date: '<script>' }).kind).toBe('next');
    expect(planEventDates({ ranges: RANGES, today: '2026-11-02', date: '2026-11-01' })).toMatchObject({ kind: 'next', main: RANGES[2] });
  });

  it('says when an event is over', () => {
    render(<EventDates ranges={RANGES} dataType="date/time" today="2026-12-01" />);
    expect(screen.getByText(/already taken place/)).toBeInTheDocument();
  });

  it('shows an equal range once', () => {
    render(<EventDates ranges={[['2026-11-05', '2026-11-05']]} dataType="date" today="2026-11-01" />);
    expect(screen.getByText('11/05/26')).toBeInTheDocument();
  });
});

describe('DateTimeElement', () => {
  it('formats each range by its data type', () => {
    const el = element('datetime', { id: 'opening', name: 'Opening', preferences: { data_type: 'date' }, data: [['2026-06-01', '2026-09-30']] });
    render(<DateTimeElement element={el} />);
    expect(screen.getByRole('heading', { name: 'Opening' })).toBeInTheDocument();
    expect(screen.getByText('06/01/26 – 09/30/26')).toBeInTheDocument();
  });
});

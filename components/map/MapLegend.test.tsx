import { render, screen, within } from '@testing-library/react';
import { GLYPHS } from '@/lib/map/icons';
import { MapLegend } from './MapLegend';

it('shows each feature type with the icon the map draws for it, in its colour', () => {
  const { container } = render(
    <MapLegend
      items={[
        { typeId: 'trail', name: 'Trail', color: '#c0392b', kind: 'path', glyph: 'hiking' },
        { typeId: 'parking', name: 'Parking', color: '#34495e', kind: 'point', glyph: 'parking' },
        { typeId: 'park', name: 'Park', color: '#2e8b57', kind: 'polygon', glyph: 'park' },
      ]}
    />,
  );
  const rows = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual(['Trail (path)', 'Parking (point)', 'Park (area)']);
  const icons = [...container.querySelectorAll('svg')];
  expect(icons.map((svg) => svg.getAttribute('data-glyph'))).toEqual(['hiking', 'parking', 'park']);
  expect(icons.every((svg) => svg.getAttribute('aria-hidden') === 'true')).toBe(true);
  expect(icons[1].querySelector('circle')).toHaveAttribute('fill', '#34495e');
  expect(icons[1].querySelector('path')).toHaveAttribute('d', GLYPHS.parking);
  // Paths and areas also show their line / fill swatch; a point is the badge itself.
  expect(rows[0].querySelectorAll('span[aria-hidden]')).toHaveLength(1);
  expect(rows[1].querySelectorAll('span[aria-hidden]')).toHaveLength(0);
});

it('renders nothing without feature types', () => {
  const { container } = render(<MapLegend items={[]} />);
  expect(container).toBeEmptyDOMElement();
});

import { render, screen } from '@testing-library/react';
import { normalizeFiles } from '@/lib/entries';
import { FileElement, fileTypeLabel } from './FileElement';
import { GeoElement } from './GeoElement';
import { OptionList } from './OptionElement';

const files = normalizeFiles([
  { id: 'i1', name: 'lake.svg', title: 'Whitefish Lake', description: 'Calm morning', ip_attribution: 'Jane Doe', type: 'image/svg+xml', url: '/images/lake.svg' },
  { id: 'i2', name: 'evil.svg', title: 'Evil', type: 'image/svg+xml', url: 'javascript:alert(1)' },
  { id: 'p1', name: 'legend.pdf', title: 'Trail map legend', description: 'Printable legend', type: 'application/pdf', url: '/files/legend.pdf' },
  { id: 'p2', name: 'bad.pdf', title: 'Bad', type: 'application/pdf', url: 'javascript:alert(1)' },
]);

describe('FileElement', () => {
  it('shows images with their caption (description – attribution) and dimensions', () => {
    render(<FileElement files={files} heading="Gallery" />);
    const img = screen.getByRole('img', { name: 'Whitefish Lake' });
    expect(img).toHaveAttribute('src', '/images/lake.svg');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(screen.getByText('Calm morning – Jane Doe')).toBeInTheDocument();
  });

  it('lists other files as download links with type and name; unsafe URLs are dropped', () => {
    const { container } = render(<FileElement files={files} heading="Gallery" />);
    const link = screen.getByRole('link', { name: 'Trail map legend' });
    expect(link).toHaveAttribute('href', '/files/legend.pdf');
    expect(link).toHaveAttribute('download', 'legend.pdf');
    expect(screen.getByText('(PDF, legend.pdf)')).toBeInTheDocument();
    expect(screen.getByText('Printable legend')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('javascript:');
    expect(screen.queryByText('Bad')).toBeNull();
  });

  it('labels file types', () => {
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel('application/octet-stream', 'map.gpx')).toBe('GPX');
    expect(fileTypeLabel('')).toBe('File');
  });
});

describe('GeoElement', () => {
  it('summarises a point with links to the map view and directions', () => {
    render(<GeoElement entryId="e1" geo={{ id: 'g', point: [-114.3379, 48.4112], zoom: null, features: [] }} />);
    expect(screen.getByText('48.4112° N, 114.3379° W')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show on the map' })).toHaveAttribute('href', '/map?selected=e1');
    expect(screen.getByRole('link', { name: /Directions/ })).toHaveAttribute('href', expect.stringContaining('48.4112,-114.3379'));
  });

  it('renders nothing without a point or features', () => {
    const { container } = render(<GeoElement entryId="e1" geo={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('OptionList', () => {
  it('shows category labels', () => {
    render(<OptionList options={[{ id: 'dine-breweries', label: 'Breweries & Taprooms' }]} label="Categories" />);
    expect(screen.getByRole('list', { name: 'Categories' })).toHaveTextContent('Breweries & Taprooms');
  });
});

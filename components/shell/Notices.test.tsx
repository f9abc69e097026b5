import { render, screen } from '@testing-library/react';
import { parseAppearance, type Notice } from '@/lib/notices/notice';
import { Notices } from './Notices';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));
// parse5 8 is ESM-only and not yet in jest's transform list: see components/markdown/from-html.jest-shim.ts

function notice(overrides: Partial<Notice> & Pick<Notice, 'text'>): Notice {
  return {
    id: overrides.id ?? 'n1',
    phase: 4,
    title: 'Notice',
    edited: '2026-11-20T16:30:00.000Z',
    format: 'text/plain',
    appearance: parseAppearance(undefined),
    ...overrides,
  };
}

afterEach(() => jest.restoreAllMocks());

describe('Notices', () => {
  it('renders nothing without notices', () => {
    const { container } = render(<Notices notices={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a region named "Site notices" holding each notice in order', () => {
    render(<Notices notices={[notice({ id: 'a', text: 'First' }), notice({ id: 'b', text: 'Second' })]} />);
    const region = screen.getByRole('region', { name: 'Site notices' });
    expect(region).toHaveTextContent(/First.*Second/);
  });

  it('applies the default appearance when the JSON is malformed, and logs it', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const appearance = parseAppearance('{"background": {"color": "#f00"');
    expect(error).toHaveBeenCalled();
    render(<Notices notices={[notice({ text: 'Roads are icy', appearance })]} />);
    const box = screen.getByText('Roads are icy').closest('.notice') as HTMLElement;
    expect(box).toHaveStyle({ backgroundColor: '#333', color: '#fff' });
    const text = screen.getByText('Roads are icy').closest('.notice__text') as HTMLElement;
    expect(text).toHaveStyle({ lineHeight: '1.5' });
    expect(text.style.getPropertyValue('--notice-font-size')).toBe('1.4rem');
    const icon = box.querySelector('svg')!;
    expect(icon).toHaveAttribute('width', '44px');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('applies a valid appearance and falls back to the info icon for unknown names', () => {
    const appearance = parseAppearance(
      JSON.stringify({ background: { color: '#004d00' }, icon: { name: 'volcano', size: 30 }, link: { color: '#ff0' } }),
    );
    render(<Notices notices={[notice({ text: 'Fire season', appearance })]} />);
    const box = screen.getByText('Fire season').closest('.notice') as HTMLElement;
    expect(box).toHaveStyle({ backgroundColor: '#004d00' });
    expect(box.style.getPropertyValue('--notice-link-color')).toBe('#ff0');
    expect(box.querySelector('svg')).toHaveAttribute('width', '30px');
  });

  it('shows a plain-text notice literally: a <script> is text, never an element', () => {
    const text = 'Closed today <script>window.pwned = true</script> <b>bold</b>';
    const { container } = render(<Notices notices={[notice({ text })]} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(container.querySelector('.notices script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('renders markdown, drops javascript: links (keeping the text) and opens external links in a new tab', () => {
    const text = '**Heads up**: [click me](javascript:alert(1)) and [the lifts](https://skiwhitefish.com/lifts) and [stay](/stay)';
    const { container } = render(<Notices notices={[notice({ text, format: 'text/markdown' })]} />);
    expect(screen.getByText('Heads up').tagName).toBe('STRONG');
    expect(container).toHaveTextContent('click me');
    expect(screen.queryByRole('link', { name: 'click me' })).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    const external = screen.getByRole('link', { name: 'the lifts' });
    expect(external).toHaveAttribute('href', 'https://skiwhitefish.com/lifts');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'stay' });
    expect(internal).toHaveAttribute('href', '/stay');
    expect(internal).not.toHaveAttribute('target');
  });

  it('renders markdown images only for image URLs, forced to https', () => {
    const text = '![map](http://example.com/map.png) ![bad](javascript:alert(1)) ![page](https://example.com/page)';
    const { container } = render(<Notices notices={[notice({ text, format: 'text/markdown' })]} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'https://example.com/map.png');
  });

  it('sanitises an HTML notice: no script, no event handlers, no javascript: URLs', () => {
    const text =
      '<p onclick="steal()">Trail <em>open</em></p><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">bad</a> <a href="https://example.com/" onmouseover="x()">good</a>';
    const { container } = render(<Notices notices={[notice({ text, format: 'text/html' })]} />);
    expect(screen.getByText('open').tagName).toBe('EM');
    expect(container.querySelector('.notices script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onclick|onmouseover|javascript:|alert\(2\)/i);
    expect(container).toHaveTextContent('bad');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    const good = screen.getByRole('link', { name: 'good' });
    expect(good).toHaveAttribute('target', '_blank');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

import { render, screen } from '@testing-library/react';
import { CallToAction, ctaHref } from './CallToAction';
import { TextContent, TextElement } from './TextElement';
import { textElement } from './test-helpers';

describe('TextElement by format', () => {
  it('shows script tags in plain text as text and never runs them', () => {
    const { container } = render(<TextElement element={textElement('overview', 'Hello <script>window.__pwned = 1</script> world')} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container).toHaveTextContent('Hello <script>window.__pwned = 1</script> world');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps plain-text paragraphs and line breaks', () => {
    const { container } = render(<TextContent format="text/plain" text={'Line one\nLine two\n\nSecond paragraph'} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0].textContent).toBe('Line one\nLine two');
  });

  it('renders markdown, dropping javascript: links but keeping their text', () => {
    const md = '**Bold** [safe](https://example.com) [evil](javascript:alert(1)) [data](data:text/html,x)';
    const { container } = render(<TextElement element={textElement('body', md, 'text/markdown')} />);
    expect(container.querySelector('strong')).toHaveTextContent('Bold');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container).toHaveTextContent('evil');
    expect(container).toHaveTextContent('data');
    expect(container.innerHTML).not.toMatch(/javascript:|data:text/);
  });

  it('sanitises HTML-format text', () => {
    const html =
      '<p onclick="alert(1)">Hi <b>there</b></p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">x</a><iframe src="https://evil.example"></iframe>';
    const { container } = render(<TextElement element={textElement('html', html, 'text/html')} />);
    expect(container.querySelector('b')).toHaveTextContent('there');
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|onerror|javascript:|alert\(2\)/);
  });

  it('does not show JSON-format text', () => {
    const { container } = render(<TextElement element={textElement('categories', '{"categories":[]}', 'application/json')} />);
    expect(container).toBeEmptyDOMElement();
    const geo = render(<TextContent format="application/geo+json" text={'{"type":"Point"}'} />);
    expect(geo.container).toBeEmptyDOMElement();
  });

  it('gives pricing and hours a heading', () => {
    render(<TextElement element={textElement('pricing', 'From $129 a night')} />);
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    render(<TextElement element={textElement('hours', 'Daily 7–3')} />);
    expect(screen.getByRole('heading', { name: 'Hours' })).toBeInTheDocument();
  });

  it('renders nothing for blank text', () => {
    const { container } = render(<TextElement element={textElement('body', '   ', 'text/markdown')} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('calls to action', () => {
  it('renders book/reserve/website URLs as labelled links opening in a new tab', () => {
    render(<TextElement element={textElement('url-book', 'https://www.lodge.example/book')} />);
    const link = screen.getByRole('link', { name: /Book Now/ });
    expect(link).toHaveAttribute('href', 'https://www.lodge.example/book');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example/x', '/relative', 'not a url', 'http://'])(
    'renders no link for %s',
    (url) => {
      const { container } = render(<CallToAction href={url} label="Reserve" />);
      expect(container.querySelector('a')).toBeNull();
      expect(ctaHref(url)).toBeNull();
    },
  );

  it('accepts http and https', () => {
    expect(ctaHref(' http://a.example/x ')).toBe('http://a.example/x');
    render(<CallToAction href="https://a.example/r" label="Reserve" />);
    expect(screen.getByRole('link', { name: /Reserve/ })).toHaveAttribute('href', 'https://a.example/r');
  });
});

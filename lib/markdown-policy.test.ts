import { sanitize } from 'hast-util-sanitize';
import type { Root } from 'hast';
import { externalLinkProps, imageSrc, isExternal, linkHref, sanitizeSchema, urlTransform } from './markdown-policy';

describe('links', () => {
  it('keeps http(s), mailto, tel and relative links', () => {
    expect(urlTransform('https://x.com', 'href')).toBe('https://x.com');
    expect(urlTransform('mailto:a@b.co', 'href')).toBe('mailto:a@b.co');
    expect(urlTransform('tel:+14065551234', 'href')).toBe('tel:+14065551234');
    expect(urlTransform('/stay?order=title', 'href')).toBe('/stay?order=title');
    expect(urlTransform('#top', 'href')).toBe('#top');
  });
  it('drops javascript:, vbscript:, data: and unknown schemes', () => {
    expect(urlTransform('javascript:alert(1)', 'href')).toBeUndefined();
    expect(urlTransform('vbscript:msgbox', 'href')).toBeUndefined();
    expect(urlTransform('data:text/html;base64,xx', 'href')).toBeUndefined();
    expect(linkHref('ftp://x.com/file')).toBeNull();
  });
  it('opens external links in a new tab without opener', () => {
    expect(isExternal('https://x.com')).toBe(true);
    expect(isExternal('/stay')).toBe(false);
    expect(externalLinkProps('http://x.com')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(externalLinkProps('mailto:a@b.co')).toEqual({});
  });
});

describe('images', () => {
  it('forces https and allows only image URLs', () => {
    expect(imageSrc('http://x.com/a.png')).toBe('https://x.com/a.png');
    expect(urlTransform('http://x.com/a.png', 'src')).toBe('https://x.com/a.png');
    expect(imageSrc('/images/a.jpg')).toBe('/images/a.jpg');
    expect(imageSrc('https://x.com/track.php')).toBeNull();
    expect(imageSrc('data:image/png;base64,AAAA')).toBeNull();
  });
});

describe('sanitize schema', () => {
  const tree: Root = {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: { onClick: 'evil()', style: 'color:red' },
        children: [
          { type: 'element', tagName: 'a', properties: { href: 'https://x.com', title: 'X' }, children: [{ type: 'text', value: 'ok' }] },
          { type: 'element', tagName: 'a', properties: { href: 'javascript:alert(1)' }, children: [{ type: 'text', value: 'bad' }] },
          { type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: 'bold' }] },
          { type: 'element', tagName: 'img', properties: { src: 'https://x.com/a.png', alt: 'A', onError: 'x()' }, children: [] },
        ],
      },
      { type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', value: 'alert(1)' }] },
      { type: 'element', tagName: 'style', properties: {}, children: [{ type: 'text', value: 'body{}' }] },
      { type: 'element', tagName: 'iframe', properties: { src: 'https://x.com' }, children: [{ type: 'text', value: 'frame' }] },
    ],
  };
  const out = JSON.stringify(sanitize(tree, sanitizeSchema));

  it('keeps links, images and basic formatting', () => {
    expect(out).toContain('"href":"https://x.com"');
    expect(out).toContain('"tagName":"strong"');
    expect(out).toContain('"src":"https://x.com/a.png"');
  });
  it('drops script, style, iframe, handlers and dangerous hrefs', () => {
    expect(out).not.toMatch(/script|alert|body\{\}|iframe|frame|onClick|onError|evil|color:red/);
  });
});

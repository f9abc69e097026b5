import { NOTICE_KEY_PATTERN, noticeDismissalScript, noticeKey } from './dismissal';

const NOTICE = { id: '6ce4dea1-9c7a-5fc9-a118-8ba6e7716901', edited: '2026-11-20T16:30:00.000Z', text: 'Roads are icy' };

describe('noticeKey', () => {
  it('is the notice id and its last edit', () => {
    expect(noticeKey(NOTICE)).toBe(`${NOTICE.id}.${Date.parse(NOTICE.edited).toString(36)}`);
    expect(noticeKey(NOTICE)).toMatch(NOTICE_KEY_PATTERN);
  });

  it('changes when the notice is edited, not when only its text is the same', () => {
    const edited = { ...NOTICE, edited: '2026-11-21T08:00:00.000Z' };
    expect(noticeKey(edited)).not.toBe(noticeKey(NOTICE));
    expect(noticeKey({ ...NOTICE, text: 'Other words' })).toBe(noticeKey(NOTICE));
  });

  it('falls back to a hash of the text without a valid edit time', () => {
    for (const edited of ['', 'yesterday']) {
      const key = noticeKey({ ...NOTICE, edited });
      expect(key).toMatch(NOTICE_KEY_PATTERN);
      expect(key).toBe(noticeKey({ ...NOTICE, edited: '' }));
      expect(key).not.toBe(noticeKey({ ...NOTICE, edited, text: 'Roads are clear' }));
    }
  });

  it('keeps only safe characters of odd ids, so keys fit in a CSS selector', () => {
    const key = noticeKey({ ...NOTICE, id: 'a"]{}<x>'.padEnd(100, 'z') });
    expect(key).toMatch(NOTICE_KEY_PATTERN);
    expect(key.startsWith('a_____x_z')).toBe(true);
    expect(noticeKey({ ...NOTICE, id: '' })).toMatch(/^notice\./);
  });
});

describe('noticeDismissalScript', () => {
  it('is one expression calling the script with the page keys, leaving out keys that do not fit', () => {
    const script = noticeDismissalScript(['a.1', 'b.2', '"]</script><x>.3']);
    expect(script).toMatch(/^\(function \(present\) \{[\s\S]*\}\)\(\["a\.1","b\.2"\]\);$/);
    expect(script).not.toContain('</script>');
    expect(() => new Function(script)).not.toThrow();
  });
});

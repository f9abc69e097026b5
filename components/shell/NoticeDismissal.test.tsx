import { fireEvent, render, screen } from '@testing-library/react';
import { DISMISSED_NOTICES_STORAGE_KEY, noticeDismissalScript, noticeKey } from '@/lib/notices/dismissal';
import { parseAppearance, type Notice } from '@/lib/notices/notice';
import { Notices } from './Notices';

// parse5 8 is ESM-only and not yet in jest's transform list: see components/markdown/from-html.jest-shim.ts

function notice(id: string, text: string, edited = '2026-11-20T16:30:00.000Z'): Notice {
  return { id, phase: 4, title: id, edited, text, format: 'text/plain', appearance: parseAppearance(undefined) };
}

const FIRE = notice('fire', 'Stage 1 fire restrictions are in effect');
const ROAD = notice('road', 'Going-to-the-Sun Road is open');
const HOURS = notice('hours', 'The visitor center closes at 2 pm');
const ALL = [FIRE, ROAD, HOURS];

const listeners: EventListenerOrEventListenerObject[] = [];

/**
 * Renders the notices and runs their script as the browser would, for the keys they render (React never runs a
 * script it renders, and in a browser the script's text is the server's: NoticeDismissalScript.tsx). The script's
 * document listener is removed after each test.
 */
function renderAndRun(notices: readonly Notice[] = ALL) {
  const view = render(<Notices notices={notices} />);
  const keys = [...view.container.querySelectorAll('[data-notice-key]')].map((el) => el.getAttribute('data-notice-key')!);
  const add = jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push(listener);
    EventTarget.prototype.addEventListener.call(document, type, listener, options);
  });
  new Function(noticeDismissalScript(keys))();
  add.mockRestore();
  return view;
}

const box = (text: string) => screen.getByText(text).closest('.notice') as HTMLElement;
const stored = () => JSON.parse(localStorage.getItem(DISMISSED_NOTICES_STORAGE_KEY) ?? 'null');
const dismissButton = (text: string) => screen.getByRole('button', { name: `Dismiss notice: ${text}` });

beforeEach(() => localStorage.clear());

afterEach(() => {
  for (const listener of listeners.splice(0)) document.removeEventListener('click', listener);
  document.head.querySelectorAll('style[data-notice-dismissals]').forEach((style) => style.remove());
  jest.restoreAllMocks();
});

describe('notice dismissal in the server HTML', () => {
  it('renders the script before the region, and a named dismiss button per notice keyed by id and last edit', () => {
    const { container } = render(<Notices notices={ALL} />);
    expect(container.firstElementChild?.tagName).toBe('SCRIPT');
    expect(container.firstElementChild?.nextElementSibling).toBe(screen.getByRole('region', { name: 'Site notices' }));
    for (const n of ALL) {
      expect(box(n.text)).toHaveAttribute('data-notice-key', noticeKey(n));
      expect(dismissButton(n.text)).toHaveAttribute('type', 'button');
    }
  });

  it('hides the dismiss buttons until the script has run (no script, no dismissing)', () => {
    render(<Notices notices={ALL} />);
    // globals.css hides .notice__dismiss; jsdom does not load it, so check the class the rule applies to.
    expect(dismissButton(FIRE.text)).toHaveClass('notice__dismiss');
    expect(document.head.querySelector('style[data-notice-dismissals]')).toBeNull();
  });

  it('offers a "Show all notices (3)" disclosure that works without script', () => {
    render(<Notices notices={ALL} />);
    const toggle = screen.getByText('Show all notices (3)').closest('summary')!;
    expect(toggle.parentElement?.tagName).toBe('DETAILS');
    expect(toggle.parentElement).not.toHaveAttribute('open');
    // A label per count of notices left (globals.css shows the one for all; the script's style another).
    expect(toggle).toHaveTextContent('Show the whole notice');
    expect(toggle).toHaveTextContent('Show all notices (2)');
    expect(screen.getByText('Show all notices (3)')).toHaveClass('notices__count--all');
  });
});

describe('notice dismissal script', () => {
  it('shows every notice and the dismiss buttons when nothing was dismissed, and stores nothing', () => {
    renderAndRun();
    for (const n of ALL) expect(box(n.text)).toBeVisible();
    expect(document.head.querySelector('style[data-notice-dismissals]')?.textContent).toContain('.notice__dismiss{display:inline-flex}');
    expect(stored()).toBeNull();
  });

  it('hides a dismissed notice on load and prunes what no longer applies (an older edit, a notice taken down)', () => {
    const olderRoad = noticeKey({ ...ROAD, edited: '2026-10-01T00:00:00.000Z' });
    localStorage.setItem(DISMISSED_NOTICES_STORAGE_KEY, JSON.stringify([noticeKey(FIRE), olderRoad, 'gone.abc', noticeKey(FIRE)]));
    renderAndRun();
    expect(box(FIRE.text)).not.toBeVisible();
    expect(box(ROAD.text)).toBeVisible(); // edited since it was dismissed: shows again
    expect(box(HOURS.text)).toBeVisible();
    expect(stored()).toEqual([noticeKey(FIRE)]);
  });

  it('ignores malformed storage, clearing it', () => {
    for (const raw of ['{', '5', '{"a":1}', 'null', '[1,{"x":2}]']) {
      localStorage.setItem(DISMISSED_NOTICES_STORAGE_KEY, raw);
      const view = renderAndRun();
      for (const n of ALL) expect(box(n.text)).toBeVisible();
      expect(stored()).toBeNull();
      view.unmount();
    }
  });

  it('dismisses on click: remembers the key, hides the notice, and hides the region with the last one', () => {
    renderAndRun();
    fireEvent.click(dismissButton(ROAD.text));
    expect(box(ROAD.text)).not.toBeVisible();
    expect(stored()).toEqual([noticeKey(ROAD)]);
    expect(screen.getByRole('region', { name: 'Site notices' })).toBeVisible();
    expect(document.head.querySelector('style[data-notice-dismissals]')?.textContent).toContain(
      '.notices .notices__count--all{display:none}.notices .notices__count[data-count="2"]{display:inline}',
    );

    fireEvent.click(dismissButton(FIRE.text));
    fireEvent.click(dismissButton(HOURS.text));
    expect(stored()).toEqual([ROAD, FIRE, HOURS].map(noticeKey));
    expect(document.querySelector('section.notices')).not.toBeVisible();
  });

  it('hides the whole region on load when every notice was dismissed', () => {
    localStorage.setItem(DISMISSED_NOTICES_STORAGE_KEY, JSON.stringify(ALL.map(noticeKey)));
    renderAndRun();
    expect(document.querySelector('section.notices')).not.toBeVisible();
  });

  it('keeps notices and offers no dismissing when storage cannot be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => renderAndRun()).not.toThrow();
    expect(document.head.querySelector('style[data-notice-dismissals]')).toBeNull();
    for (const n of ALL) expect(box(n.text)).toBeVisible();
  });

  it('still hides a dismissed notice on this page when storage cannot be written', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderAndRun();
    expect(() => fireEvent.click(dismissButton(FIRE.text))).not.toThrow();
    expect(box(FIRE.text)).not.toBeVisible();
  });

  it('ignores clicks elsewhere and on notices whose key was tampered with', () => {
    renderAndRun();
    fireEvent.click(screen.getByText(FIRE.text));
    box(ROAD.text).setAttribute('data-notice-key', '"]{}*{display:none}');
    fireEvent.click(dismissButton(ROAD.text));
    expect(stored()).toBeNull();
    for (const n of ALL) expect(box(n.text)).toBeVisible();
  });

  it('remembers at most 20 dismissals', () => {
    const many = Array.from({ length: 25 }, (_, i) => notice(`n${i}`, `Notice number ${i}`));
    localStorage.setItem(DISMISSED_NOTICES_STORAGE_KEY, JSON.stringify(many.map(noticeKey)));
    renderAndRun(many);
    expect(stored()).toEqual(many.slice(5).map(noticeKey));
    expect(box('Notice number 4')).toBeVisible();
    expect(box('Notice number 5')).not.toBeVisible();
  });
});

import { act, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static.edge';
import { onDemandSource } from './OnDemandScript';
import { hydrateOnDemand } from './hydrate-on-demand';

function Pager() {
  const [shown, setShown] = useState(1);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShown((n) => n + 10);
  };
  return (
    <form action="/elsewhere" onSubmit={onSubmit}>
      <input name="q" aria-label="Search" />
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link, as the server HTML has it */}
      <a
        href="/elsewhere?page=2"
        onClick={(event) => {
          event.preventDefault();
          setShown((n) => n + 1);
        }}
      >
        Show more
      </a>
      <output>{shown}</output>
    </form>
  );
}

async function serverHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** The part as the server renders it, and as the browser hydrates it, with its code held until `arrive()`. */
async function serverThenBrowser() {
  const OnServer = hydrateOnDemand('pager', async () => Pager);
  document.body.innerHTML = `<div id="root">${await serverHtml(<OnServer />)}</div>`;
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const InBrowser = hydrateOnDemand('pager', () => arrived.then(() => Pager));
  await act(async () => void hydrateRoot(document.getElementById('root')!, <InBrowser />));
  return {
    arrive: async () => {
      await act(async () => arrive());
      await act(() => new Promise((resolve) => setTimeout(resolve, 10))); // the replay runs a task later
    },
  };
}

const shown = () => document.querySelector('output')?.textContent;
const part = () => document.querySelector('[data-hydrate-on-demand="pager"]')!;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The inline script, run once as the page would (it installs its listeners on window).
  // jsdom has no IntersectionObserver, so the script wants a part's code at once; these tests hold it in `load`.
  new Function(onDemandSource())();
});
afterEach(() => {
  window.__onDemand!.held.length = 0;
  document.body.innerHTML = '';
});

test('a tap on a link of a part whose code has not arrived is held, then carried out in place once it has', async () => {
  const { arrive } = await serverThenBrowser();
  const link = document.querySelector('a')!;
  expect(part()).not.toHaveAttribute('data-part-hydrated');

  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void link.dispatchEvent(click));
  expect(click.defaultPrevented).toBe(true); // the browser does not follow the link
  expect(window.__onDemand!.held).toHaveLength(1);

  await arrive();
  expect(part()).toHaveAttribute('data-part-hydrated');
  expect(shown()).toBe('2'); // the same link, clicked once more by its own handler
  expect(window.__onDemand!.held).toHaveLength(0);

  await act(async () => link.click()); // from now on taps reach the part directly
  expect(shown()).toBe('3');
});

test('a form submitted before its code arrived is submitted again through its handler, once', async () => {
  const { arrive } = await serverThenBrowser();
  const form = document.querySelector('form')!;
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  act(() => void form.dispatchEvent(submit));
  expect(submit.defaultPrevented).toBe(true);
  await arrive();
  expect(shown()).toBe('11');
});

test('a click with a modifier (new tab) and a click on no control are left to the browser', async () => {
  await serverThenBrowser();
  const seen: boolean[] = [];
  const record = (event: Event) => {
    seen.push(event.defaultPrevented);
    event.preventDefault(); // jsdom cannot follow links
  };
  window.addEventListener('click', record, true);
  try {
    act(() => {
      document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      document.querySelector('output')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
  } finally {
    window.removeEventListener('click', record, true);
  }
  expect(seen).toEqual([false, false]);
  expect(window.__onDemand!.held).toHaveLength(0);
});

test('a held tap goes back to the browser when the code never arrives', async () => {
  jest.useFakeTimers();
  // After the inline script's listener on window; React stops a click aimed into a part still waiting (at the
  // document), so the window is where the browser's own handling can be seen.
  const handedBack = jest.fn((event: Event) => {
    expect(event.defaultPrevented).toBe(false);
    event.preventDefault(); // jsdom cannot follow links
  });
  try {
    await serverThenBrowser();
    const link = document.querySelector('a')!;
    act(() => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    window.addEventListener('click', handedBack, true);
    act(() => jest.advanceTimersByTime(10_000));
    expect(handedBack).toHaveBeenCalledTimes(1);
    expect(handedBack.mock.calls[0][0].target).toBe(link);
    expect(window.__onDemand!.held).toHaveLength(0);
  } finally {
    window.removeEventListener('click', handedBack, true);
    jest.useRealTimers();
  }
});

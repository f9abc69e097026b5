import http from 'node:http';
import { acceptSockets, listenAll } from './listeners.ts';

function servers(count: number, name: string) {
  return Array.from({ length: count }, () => http.createServer((_, res) => res.end(name)));
}

async function close(list: http.Server[]) {
  await Promise.all(list.map((server) => new Promise((resolve) => server.close(resolve))));
}

it('listens on several sockets on Linux and one elsewhere', () => {
  expect(acceptSockets('linux')).toBeGreaterThan(1);
  expect(acceptSockets('darwin')).toBe(1);
});

it('answers on the one port from every socket, and a second copy of the site cannot take that port', async () => {
  const site = servers(acceptSockets('linux'), 'first');
  const port = await listenAll(site, 0, '127.0.0.1');
  try {
    expect(site.every((server) => server.listening)).toBe(true);
    const answers = await Promise.all(Array.from({ length: 8 }, async () => (await fetch(`http://127.0.0.1:${port}/`)).text()));
    expect(new Set(answers)).toEqual(new Set(['first']));
    const second = servers(acceptSockets('linux'), 'second');
    await expect(listenAll(second, port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(second.some((server) => server.listening)).toBe(false);
  } finally {
    await close(site);
  }
});

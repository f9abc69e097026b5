import 'server-only';
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';

/**
 * Publishes reach every instance through one Redis channel: the instance the webhook reached applies the change to
 * its replica and announces it; every other instance applies the same change to its own and acknowledges, so the
 * webhook can answer once every instance serves the change.
 */
export interface PublishChannel {
  /** Resolves when every other instance listening acknowledged, or after `timeoutMs`: how many were told and applied. */
  announce(change: unknown, timeoutMs: number): Promise<{ told: number; applied: number }>;
  close(): Promise<void>;
}

type Message = { from: string; id: string; change: unknown } | { from: string; ackOf: string; ok: boolean };

interface Waiting {
  applied: number;
  expected: number;
  done: () => void;
}

const CONNECT_TIMEOUT_MS = 2_000;

export function publishChannel(url: string, name: string, onChange: (change: unknown) => Promise<void>, onTrouble: (error: unknown) => void): PublishChannel {
  const self = randomUUID();
  const waiting = new Map<string, Waiting>();
  const socket = { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(250 * 2 ** Math.min(retries, 5), 5_000) };
  const publisher = createClient({ url, socket, disableOfflineQueue: true });
  const subscriber = createClient({ url, socket });
  for (const client of [publisher, subscriber]) client.on('error', onTrouble);
  const send = (message: Message) => publisher.publish(name, JSON.stringify(message));

  const listen = (raw: string) => {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (!message || message.from === self) return;
    if ('ackOf' in message) {
      const wait = waiting.get(message.ackOf);
      if (wait && message.ok && ++wait.applied >= wait.expected) wait.done();
      return;
    }
    onChange(message.change).then(
      () => send({ from: self, ackOf: message.id, ok: true }),
      () => send({ from: self, ackOf: message.id, ok: false }),
    ).catch(onTrouble);
  };
  const ready = Promise.all([publisher.connect(), subscriber.connect().then(() => subscriber.subscribe(name, listen))]).catch(onTrouble);

  return {
    async announce(change, timeoutMs) {
      await ready;
      const id = randomUUID();
      let done = () => {};
      const finished = new Promise<void>((resolve) => (done = resolve));
      const wait: Waiting = { applied: 0, expected: Infinity, done };
      waiting.set(id, wait);
      try {
        // PUBLISH answers how many subscribers got it, this instance's own among them.
        wait.expected = Math.max(0, (await send({ from: self, id, change })) - 1);
        if (wait.applied >= wait.expected) done();
        const timer = setTimeout(done, timeoutMs);
        await finished;
        clearTimeout(timer);
        return { told: wait.expected, applied: Math.min(wait.applied, wait.expected) };
      } finally {
        waiting.delete(id);
      }
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

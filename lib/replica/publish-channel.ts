import 'server-only';
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';

/**
 * Publishes reach every instance through one Redis channel: the instance the webhook reached applies the change to
 * its replica and announces it; every other instance applies the same change to its own.
 */
export interface PublishChannel {
  announce(change: unknown): Promise<void>;
  close(): Promise<void>;
}

interface Message {
  from: string;
  change: unknown;
}

const CONNECT_TIMEOUT_MS = 2_000;

export function publishChannel(url: string, name: string, onChange: (change: unknown) => void, onTrouble: (error: unknown) => void): PublishChannel {
  const self = randomUUID();
  const socket = { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(250 * 2 ** Math.min(retries, 5), 5_000) };
  const publisher = createClient({ url, socket, disableOfflineQueue: true });
  const subscriber = createClient({ url, socket });
  for (const client of [publisher, subscriber]) client.on('error', onTrouble);
  const listen = (raw: string) => {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (message?.from !== self) onChange(message.change);
  };
  const ready = Promise.all([
    publisher.connect(),
    subscriber.connect().then(() => subscriber.subscribe(name, listen)),
  ]).catch(onTrouble);
  return {
    async announce(change) {
      await ready;
      await publisher.publish(name, JSON.stringify({ from: self, change } satisfies Message));
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

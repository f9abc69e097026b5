// Fair admission to the server's renders. Reads are local, so the machine's CPU is what a swarm can exhaust: with
// every request let in, hundreds of renders share two cores and each takes hundreds of times longer, a visitor's
// included. The gate lets a few requests run at once and queues the rest per client, served in start-time fair
// queueing order (Goyal et al.): a request's start tag is the later of the gate's virtual time and the finish tag
// of its client's previous request, so a client with many requests waiting is served one at a time among all
// waiting clients. A client the gate knows that has been quiet for a moment (QUIET_MS) starts a few turns before
// the virtual time (QUIET_CREDIT): at the virtual time itself it would tie with every busy client's next request
// and, ties going by arrival, wait behind all of them — a round of the whole swarm for each page a visitor opens.
// Quiet is a matter of the clock, not of the virtual time, which stands still while the gate has no queue. An
// address the gate has not seen starts only half a turn early (NEWCOMER_CREDIT): ahead of the busy clients, behind
// the known quiet ones, so a swarm of fresh addresses arriving at once cannot put itself level with a visitor the
// gate already knows. The queue is bounded twice — per client and in all — and by time: what does not fit, or
// waits too long, is answered at once (429 to the client over its share, 503 when the server itself is full),
// never left to pile up. An answer produced but not yet taken by its client (a slow or never-reading connection, or
// requests pipelined behind one) holds no turn, but counts in its client's queue share until it is sent: one client
// cannot park more answers in memory than it may have waiting.

export interface GateRefusal {
  status: 429 | 503;
  retryAfterSeconds: number;
  reason: 'client_queue_full' | 'queue_full' | 'waited_too_long';
}

export interface FairGate {
  enter(key: string): Promise<() => void>;
  /** An answer of `key` produced and on its way out: counted in its queue share until the function is called. */
  sending(key: string): () => void;
  stats(): { running: number; waiting: number; sending: number; clients: number; remembered: number };
}

interface Client {
  finish: number;
  waiting: number;
  running: number;
  sending: number;
}

interface Waiting {
  start: number;
  seq: number;
  key: string;
  client: Client;
  resolve: (done: () => void) => void;
  reject: (error: GateRefusedError) => void;
  settled: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export class GateRefusedError extends Error {
  refusal: GateRefusal;
  constructor(refusal: GateRefusal) {
    super(`render gate: ${refusal.reason}`);
    this.name = 'GateRefusedError';
    this.refusal = refusal;
  }
}

/** A min-heap of waiting requests by (start tag, arrival). */
class WaitingHeap {
  items: Waiting[] = [];
  get size() {
    return this.items.length;
  }
  static before(a: Waiting, b: Waiting): boolean {
    return a.start < b.start || (a.start === b.start && a.seq < b.seq);
  }
  push(item: Waiting): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!WaitingHeap.before(items[i], items[parent])) break;
      [items[i], items[parent]] = [items[parent], items[i]];
      i = parent;
    }
  }
  pop(): Waiting | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (last && items.length > 0 && last !== top) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < items.length && WaitingHeap.before(items[left], items[least])) least = left;
        if (right < items.length && WaitingHeap.before(items[right], items[least])) least = right;
        if (least === i) break;
        [items[i], items[least]] = [items[least], items[i]];
        i = least;
      }
    }
    return top;
  }
}

/**
 * Turns a known quiet client may start ahead of the virtual time: a page's worth of requests (a document and the
 * few requests it makes at once) goes before the clients that have kept the gate busy.
 */
const QUIET_CREDIT = 4;

/**
 * How long a client must have had nothing in the gate to count as quiet: a person reading the page they opened. A
 * client that asks again sooner keeps its finish tag, so asking again the moment an answer comes gains nothing.
 */
const QUIET_MS = 1_000;

/**
 * What an address the gate does not remember starts with: ahead of every busy client's next request (at the virtual
 * time or later), behind every known quiet client. New addresses are free to a botnet; being known takes a turn.
 */
const NEWCOMER_CREDIT = 0.5;

/** Idle clients whose last finish tag is remembered (the least recently seen forgotten first). */
const REMEMBERED_IDLE_CLIENTS = 10_000;

export function createFairGate({
  concurrency,
  perClientQueue,
  maxQueue,
  maxWaitMs,
  now = Date.now,
}: {
  concurrency: number;
  perClientQueue: number;
  maxQueue: number;
  maxWaitMs: number;
  /** the clock quiet is measured by (milliseconds) */
  now?: () => number;
}): FairGate {
  const heap = new WaitingHeap();
  /** Clients with a request waiting or running: finish tag, how many waiting, how many running. */
  const active = new Map<string, Client>();
  /**
   * Finish tags of clients with nothing in the gate: a client that sends its next request the moment the last one
   * is answered still queues behind the clients it was just served before, and one that has been quiet is known
   * (QUIET_CREDIT). Bounded; a forgotten client starts as a newcomer.
   */
  const idle = new Map<string, { finish: number; at: number }>();
  let virtualTime = 0;
  let running = 0;
  /** Requests waiting (the heap may also hold some that gave up: they are skipped, and swept when they pile up). */
  let waiting = 0;
  let seq = 0;
  let sending = 0;
  const retryAfterSeconds = Math.max(1, Math.ceil(maxWaitMs / 1000));

  const clientOf = (key: string): Client => {
    let client = active.get(key);
    if (!client) {
      const known = idle.get(key);
      const finish = !known ? virtualTime - NEWCOMER_CREDIT : now() - known.at >= QUIET_MS ? -Infinity : known.finish;
      client = { finish, waiting: 0, running: 0, sending: 0 };
      idle.delete(key);
      active.set(key, client);
    }
    return client;
  };
  const settleIfIdle = (key: string, client: Client) => {
    if (client.waiting > 0 || client.running > 0 || client.sending > 0) return;
    active.delete(key);
    idle.set(key, { finish: client.finish, at: now() });
    if (idle.size > REMEMBERED_IDLE_CLIENTS) idle.delete(idle.keys().next().value!);
  };

  const release = (key: string, client: Client) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running--;
      client.running--;
      settleIfIdle(key, client);
      dispatch();
    };
  };

  const admit = (key: string, client: Client, start: number) => {
    virtualTime = Math.max(virtualTime, start);
    running++;
    client.running++;
    return release(key, client);
  };

  const dispatch = (): void => {
    while (running < concurrency && heap.size > 0) {
      const next = heap.pop()!;
      if (next.settled) continue;
      next.settled = true;
      clearTimeout(next.timer);
      waiting--;
      next.client.waiting--;
      next.resolve(admit(next.key, next.client, next.start));
    }
  };

  const giveUp = (item: Waiting) => {
    if (item.settled) return;
    item.settled = true;
    waiting--;
    item.client.waiting--;
    settleIfIdle(item.key, item.client);
    // Given-up requests stay in the heap until popped; rebuilt without them once they outnumber the live ones.
    if (heap.size > 2 * waiting + concurrency) {
      const live = heap.items.filter((i) => !i.settled);
      heap.items = [];
      for (const i of live) heap.push(i);
    }
    item.reject(new GateRefusedError({ status: 503, retryAfterSeconds, reason: 'waited_too_long' }));
  };

  return {
    /**
     * Waits for a turn; resolves with the function that ends it (call it once the answer is sent), or rejects with
     * a GateRefusedError saying how to answer. `key` is the client.
     */
    enter(key) {
      const client = clientOf(key);
      const start = Math.max(virtualTime - QUIET_CREDIT, client.finish);
      const refuse = (status: GateRefusal['status'], reason: GateRefusal['reason']) => {
        settleIfIdle(key, client);
        return Promise.reject(new GateRefusedError({ status, retryAfterSeconds, reason }));
      };
      // Answers it has not taken yet fill its share even while turns are free.
      if (client.sending >= perClientQueue) return refuse(429, 'client_queue_full');
      if (running < concurrency && waiting === 0) {
        client.finish = start + 1;
        return Promise.resolve(admit(key, client, start));
      }
      if (client.waiting + client.sending >= perClientQueue) return refuse(429, 'client_queue_full');
      if (waiting >= maxQueue) return refuse(503, 'queue_full');
      client.finish = start + 1;
      client.waiting++;
      waiting++;
      return new Promise<() => void>((resolve, reject) => {
        const item: Waiting = { start, seq: seq++, key, client, resolve, reject, settled: false, timer: undefined };
        item.timer = setTimeout(() => giveUp(item), maxWaitMs);
        item.timer.unref?.();
        heap.push(item);
      });
    },
    sending(key) {
      const client = clientOf(key);
      client.sending++;
      sending++;
      let sent = false;
      return () => {
        if (sent) return;
        sent = true;
        client.sending--;
        sending--;
        settleIfIdle(key, client);
      };
    },
    /** What the gate holds now. */
    stats() {
      return { running, waiting, sending, clients: active.size, remembered: idle.size };
    },
  };
}

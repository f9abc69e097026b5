/**
 * Where an event submission is kept: on the content host when it answers, else in this instance's outbox, from
 * which a background loop forwards it when the host answers again (started with the server, and by the first
 * submission kept). Only "stored" and "kept" are acknowledged to the submitter.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { serverEnv } from '@/lib/config/server-config';
import { createExpiringMap } from '@/lib/expiring-map';
import { processWide } from '@/lib/server/process-wide';
import { ELEMENT_IDS } from '@/lib/entries/element-ids';
import type { KnownEvent } from '@/lib/event-submit/duplicates';
import { VENUE_ELEMENT } from '@/lib/event-submit/entry';
import type { SubmitResult } from './upstream';
import { forwardEvent, type OutgoingEvent } from './upstream-event';
import { openOutbox, type Outbox } from './upstream-event-outbox';

const FORWARD_INTERVAL_MS = 5_000;
/** How long, and how many, acknowledged submissions this process answers again as it did the first time. */
const ANSWERED_MS = 24 * 60 * 60_000;
const ANSWERED_MAX = 10_000;
/** Waiting submissions a new one is compared with. */
const PENDING_COMPARED = 500;

export type KeepResult = { kind: 'stored'; id: string } | { kind: 'kept' } | Exclude<SubmitResult, { kind: 'stored' }>;

export function outboxDir(): string {
  // A run-time path, not a file of the build: the bundler must not trace the project for it.
  return path.resolve(/* turbopackIgnore: true */ path.join('.data', 'outbox', String(serverEnv().PORT)));
}

export function eventOutbox(): Outbox {
  return processWide('event-outbox', () => openOutbox(outboxDir()), 'keep');
}

/** Starts forwarding the outbox every few seconds (once per process). */
export function startEventForwarding(): void {
  processWide(
    'event-outbox-loop',
    () => {
      const timer = setInterval(() => {
        eventOutbox()
          .forwardDue((event) => forwardEvent(event))
          .then((report) => {
            if (report.forwarded || report.refused) console.info('Event outbox forwarded', report);
          })
          .catch((error: unknown) => console.error('Event outbox round failed', error));
      }, FORWARD_INTERVAL_MS);
      timer.unref();
      return timer;
    },
    'keep',
  );
}

/** At start: forwards what an earlier run kept (nothing is opened when nothing was ever kept). */
export function resumeEventForwarding(): void {
  if (fs.existsSync(path.join(outboxDir(), 'outbox.db'))) startEventForwarding();
}

/** Stores the submission on the host, or keeps it in the outbox when the host cannot take it now. */
export async function storeOrKeep(event: OutgoingEvent): Promise<KeepResult> {
  const result = await forwardEvent(event);
  if (result.kind === 'stored') return { kind: 'stored', id: result.id };
  if (result.kind !== 'unavailable' && result.kind !== 'busy') return result;
  if (!eventOutbox().add(event)) {
    console.error('Event outbox full: a submission was refused', eventOutbox().counts());
    return { kind: 'unavailable', retryAfterSeconds: 60 };
  }
  startEventForwarding();
  return { kind: 'kept' };
}

/** A submission this instance kept (./upstream-event-outbox.ts `find`); null when it never kept one. */
export function keptEvent(key: string): ReturnType<Outbox['find']> {
  return fs.existsSync(path.join(outboxDir(), 'outbox.db')) ? eventOutbox().find(key) : null;
}

/** Submissions kept here and not yet on the host, as the duplicate check compares them. */
export function pendingEvents(): KnownEvent[] {
  if (!fs.existsSync(path.join(outboxDir(), 'outbox.db'))) return [];
  return eventOutbox()
    .waiting(PENDING_COMPARED)
    .map(({ key, entry }) => {
      const element = (id: string) => entry.elements?.find((el) => el.id === id)?.data;
      const dates = element(ELEMENT_IDS.eventDatetime);
      const venue = element(VENUE_ELEMENT);
      return {
        id: key,
        title: entry.title,
        dates: Array.isArray(dates) ? (dates as [string, string][]) : [],
        ...(Array.isArray(venue) && typeof venue[0]?.id === 'string' ? { venueId: venue[0].id as string } : {}),
        source: 'pending' as const,
      };
    });
}

const answered = () => processWide('event-answered', () => createExpiringMap<string>({ ttlMs: ANSWERED_MS, maxSize: ANSWERED_MAX }), 'keep');

/**
 * The status token this process gave a submission's key, if it acknowledged it: a double submit or a retry after a
 * lost answer gets the same answer instead of a second write, whose duplicate flags may differ from the first's
 * (the host refuses a reused Idempotency-Key with another body).
 */
export function answeredBefore(key: string): string | undefined {
  return answered().get(key);
}

export function rememberAnswer(key: string, token: string): void {
  answered().set(key, token);
}

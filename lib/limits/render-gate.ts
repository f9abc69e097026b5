// The production server's side of the fair render gate (fair-gate.ts): which requests take a turn, and the answer
// to one it refuses.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerEarly } from '../server/early-answer.ts';
import type { FairGate, GateRefusal } from './fair-gate.ts';

/** Requests that take no turn in the render gate: the build's immutable files and the health check. */
export function passesGate(url: string): boolean {
  return url.startsWith('/_next/static/') || url === '/api/health' || url.startsWith('/api/health?');
}

const GATE_MESSAGES: Record<GateRefusal['status'], string> = {
  429: 'Too many requests from you at once: try again in a few seconds.',
  503: 'The site is busy: try again in a few seconds.',
};

/**
 * Runs `handler` when the fair render gate (lib/limits/fair-gate.ts) gives this client a turn, ending the
 * turn when the answer is finished or the connection closes; a request the gate refuses gets its 429 or 503.
 */
export function throughGate(gate: FairGate, clientKey: string, req: IncomingMessage, res: ServerResponse, handler: () => void): void {
  gate.enter(clientKey).then(
    (done) => {
      res.once('close', done);
      res.once('finish', done);
      if (res.destroyed) return done();
      handler();
    },
    (error: { refusal?: GateRefusal; name?: string } | undefined) => {
      const refusal = error?.refusal;
      if (!refusal) {
        // Not a refusal: a fault in the gate itself. Answer 500 rather than leave the request hanging unhandled.
        console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', source: 'site', event: 'render_gate_failed', error: error?.name }));
        if (!res.destroyed) answerEarly(req, res, 500, 'Internal Server Error');
        return;
      }
      if (res.destroyed) return;
      answerEarly(req, res, refusal.status, GATE_MESSAGES[refusal.status], { 'retry-after': String(refusal.retryAfterSeconds) });
      logGateRefusal(refusal.reason);
    },
  );
}

/** Refusals logged at most once a minute per reason, with how many since the last line. */
const gateRefusals = new Map<string, { count: number; loggedAt: number }>();
function logGateRefusal(reason: string): void {
  const now = Date.now();
  const seen = gateRefusals.get(reason) ?? { count: 0, loggedAt: 0 };
  seen.count++;
  gateRefusals.set(reason, seen);
  if (now - seen.loggedAt < 60_000) return;
  console.warn(JSON.stringify({ time: new Date(now).toISOString(), level: 'warn', source: 'site', event: 'render_gate_refused', reason, count: seen.count }));
  seen.count = 0;
  seen.loggedAt = now;
}


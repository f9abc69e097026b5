// The production server's side of the fair render gate (fair-gate.ts): which requests take a turn, and the answer
// to one it refuses.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerEarly } from '../server/early-answer.ts';
import { routedPath } from '../server/request-path.ts';
import type { FairGate, GateRefusal } from './fair-gate.ts';

/**
 * Requests that take no turn in the render gate: the health check and the build's own static files (`staticPaths`,
 * the `/_next/static/…` paths that exist), decided on the path as Next routes it. Any other `/_next/static/` address
 * takes a turn: Next would render whatever page it resolves to.
 */
export function passesGate(url: string, staticPaths: ReadonlySet<string>): boolean {
  const path = routedPath(url);
  if (path === '/api/health') return true;
  if (!path.startsWith('/_next/static/')) return false;
  try {
    return staticPaths.has(decodeURIComponent(path));
  } catch {
    return false;
  }
}

const GATE_MESSAGES: Record<GateRefusal['status'], string> = {
  429: 'Too many requests from you at once: try again in a few seconds.',
  503: 'The site is busy: try again in a few seconds.',
};

/**
 * Runs `handler` when the fair render gate (lib/limits/fair-gate.ts) gives this client a turn. The turn ends when
 * the handler has produced the answer (called `end()`) or the connection closes, not when the client has read it: a
 * client that does not read holds no turn. Until it has read it, the answer counts in the client's queue share.
 * A request the gate refuses gets its 429 or 503.
 */
export function throughGate(gate: FairGate, clientKey: string, req: IncomingMessage, res: ServerResponse, handler: () => void): void {
  gate.enter(clientKey).then(
    (done) => {
      res.once('close', done);
      if (res.destroyed) return done();
      const end = res.end as (...args: unknown[]) => ServerResponse;
      res.end = function endTurn(this: ServerResponse, ...args: unknown[]) {
        const result = end.apply(this, args);
        done();
        if (!res.writableFinished && !res.destroyed) {
          const sent = gate.sending(clientKey);
          res.once('finish', sent);
          res.once('close', sent);
        }
        return result;
      } as typeof res.end;
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


// Which address a request came from, in a form no client can choose. Pure: no I/O, no process.env reads.
import { isIP } from 'node:net';

/**
 * One IP address in canonical form: brackets dropped, lower case, IPv4-mapped IPv6 (`::ffff:127.0.0.2`) as IPv4.
 * '' for anything that is not an IP address.
 */
export function normaliseAddress(raw: string | undefined | null): string {
  let value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) value = mapped[1];
  return isIP(value) ? value : '';
}

/**
 * The client's address.
 *
 * With `trustedHops` 0 it is the socket's peer. With N > 0 the request passed N proxies we run, each appending the
 * address it saw to X-Forwarded-For, so the Nth entry from the right was written by the outermost of them and is
 * the client; entries further left were written by the client and are never read. A header with fewer than N
 * entries, or a non-address in that place, means the request did not pass all of them (a proxy bypassed or
 * misconfigured): then the socket's peer is used. Falling back to the leftmost entry instead would hand the choice
 * to a client that reached an inner proxy directly; the peer at worst puts such requests into one shared bucket.
 * Returns an address, or 'unknown' when the socket has none (already closed).
 */
export function forwardedClientAddress({
  socketAddress,
  forwardedFor,
  trustedHops,
}: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
}): string {
  const peer = normaliseAddress(socketAddress) || 'unknown';
  if (!trustedHops) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length < trustedHops) return peer;
  return normaliseAddress(entries[entries.length - trustedHops]) || peer;
}

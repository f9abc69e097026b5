// The bucket a client address falls in, for every per-client limit (lib/limits/client-limit.ts) and the
// server's fair render gate (server/main.ts).
import { isIP } from 'node:net';

/**
 * IPv6 clients are grouped by their /64 network: one host usually holds a whole /64 and could otherwise take a
 * fresh address for every request.
 */
export function clientBucketKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head] = address.split('%');
  const parts = head.split('::');
  const left = parts[0] ? parts[0].split(':') : [];
  const right = parts.length > 1 && parts[1] ? parts[1].split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

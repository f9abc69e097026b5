/** Every API the per-client limit names reaches proxy.ts (its matcher is a list of its own, easy to forget). */
import { config } from '@/proxy';
import { QUERY_API_PREFIXES } from './client-limit';

const patterns = config.matcher.map((source) => new RegExp(`^${source.replace(/:path\*/g, '.*').replace(/\)\/\.\*$/, ')(?:/.*)?')}$`));

it.each(QUERY_API_PREFIXES)('%s goes through proxy.ts', (prefix) => {
  const path = prefix.endsWith('/') ? `${prefix}x` : prefix;
  expect(patterns.some((pattern) => pattern.test(path))).toBe(true);
});

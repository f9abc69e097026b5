import 'server-only';
import portlandFloodWatch from '@/lib/conditions/fixtures/real/nws/portland-or-2019-12-20.json';
import sanFranciscoAir from '@/lib/conditions/fixtures/real/airnow/san-francisco-2026-07-29.json';
import type { ConditionKind } from '@/lib/conditions/types';

/**
 * CONDITIONS=sample: answers the agencies really sent (lib/conditions/fixtures/real/README.md), served through the
 * same parsers and store as a poll, so a newcomer sees what visitors would. Only sources with a recorded real
 * answer have a sample; each is shown as it stood when recorded (its items are read at `recordedAt`).
 */
export interface Sample {
  body: unknown;
  /** When the answer was current: the moment its items are read at and the page dates it by (ISO). */
  recordedAt: string;
  /** Where the agency answered for (not Whitefish). */
  place: string;
}

export const SAMPLES: Partial<Record<ConditionKind, Sample>> = {
  // The Flood Watch's last message was sent 2019-12-20 13:34 PST; the answer was recorded while it was in effect.
  weather: { body: portlandFloodWatch, recordedAt: '2019-12-20T21:34:00.000Z', place: 'Portland, Oregon' },
  // The 14:00 PDT reading of 2026-07-29.
  air: { body: sanFranciscoAir, recordedAt: '2026-07-29T21:00:00.000Z', place: 'San Francisco, California' },
};

const PREFIX = 'sample:';

/** The store's origin of a sample: never the address of a real source. */
export const sampleOrigin = (kind: ConditionKind): string => `${PREFIX}${kind}`;

export function sampleOf(origin: string): Sample | null {
  if (!origin.startsWith(PREFIX)) return null;
  return SAMPLES[origin.slice(PREFIX.length) as ConditionKind] ?? null;
}

import 'server-only';
import { conditionsReport } from './report';

/** A source as /api/health reports it: what a monitor needs to page someone, no error text. */
export interface SourceHealth {
  kind: string;
  agency: string;
  /** `unreadable`: the source answers in no shape the parser knows, or its address is gone (404, 410). */
  state: 'current' | 'stale' | 'unchecked' | 'unreadable' | 'sample';
}

/** Each source this instance shows, from its local store (asks no agency). */
export function conditionsHealth(now: Date = new Date()): SourceHealth[] {
  try {
    return conditionsReport(now).sources.map((source) => ({
      kind: source.kind,
      agency: source.agency,
      state: source.sample ? 'sample' : source.unreadable ? 'unreadable' : source.status,
    }));
  } catch {
    // The replica's health must still answer when the conditions store cannot be opened; the page says the rest.
    return [];
  }
}

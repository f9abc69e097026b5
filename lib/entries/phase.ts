/** Which workflow phases a visitor sees (docs/product.md#phases-and-preview). */
import { PREVIEW_PHASES } from '@/content-client/wire';
import type { PhaseMode } from './types';

/** Phase 0 (deleted) never; preview → 1–4; otherwise only the configured public phases. */
export function isPhaseVisible(phase: number | null | undefined, mode: PhaseMode): boolean {
  if (typeof phase !== 'number' || !Number.isInteger(phase) || phase <= 0 || phase > 4) return false;
  if (mode.preview) return (PREVIEW_PHASES as readonly number[]).includes(phase);
  return mode.publicPhases.includes(phase);
}

/** The phases to request from the content API. */
export function phasesFor(mode: PhaseMode): number[] {
  return mode.preview ? [...PREVIEW_PHASES] : mode.publicPhases.filter((p) => p > 0);
}

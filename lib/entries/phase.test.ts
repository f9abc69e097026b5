import { isPhaseVisible, phasesFor } from './phase';

const normal = { preview: false, publicPhases: [4] };
const preview = { preview: true, publicPhases: [4] };

it('never shows phase 0', () => {
  expect(isPhaseVisible(0, normal)).toBe(false);
  expect(isPhaseVisible(0, preview)).toBe(false);
  expect(isPhaseVisible(0, { preview: false, publicPhases: [0, 4] })).toBe(false);
});

it('shows 1–4 in preview and only public phases otherwise', () => {
  expect([1, 2, 3, 4].map((p) => isPhaseVisible(p, preview))).toEqual([true, true, true, true]);
  expect([1, 2, 3, 4].map((p) => isPhaseVisible(p, normal))).toEqual([false, false, false, true]);
  expect(isPhaseVisible(3, { preview: false, publicPhases: [3, 4] })).toBe(true);
  expect(isPhaseVisible(null, preview)).toBe(false);
  expect(isPhaseVisible(5, preview)).toBe(false);
});

it('requests the right phases', () => {
  expect(phasesFor(preview)).toEqual([1, 2, 3, 4]);
  expect(phasesFor({ preview: false, publicPhases: [0, 4] })).toEqual([4]);
});

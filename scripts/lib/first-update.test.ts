import { firstUpdateMs } from './first-update.mjs';

const NAV = 5_000_000;
const page = { pid: 7, tid: 7 };

test('the first rendering update of the measured document, in ms after its navigation', () => {
  const events = [
    { name: 'navigationStart', ts: NAV - 900_000, ...page },
    { name: 'BeginMainThreadFrame', ts: NAV - 400_000, ...page },
    { name: 'navigationStart', ts: NAV, ...page },
    { name: 'BeginMainThreadFrame', ts: NAV + 1_250_000, ...page },
    { name: 'BeginMainThreadFrame', ts: NAV + 1_190_400, ...page },
    { name: 'BeginMainThreadFrame', ts: NAV + 150_000, pid: 8, tid: 8 },
  ];
  expect(firstUpdateMs(events, NAV)).toBe(1190);
});

test('null when the trace has no such navigation or no update after it', () => {
  expect(firstUpdateMs([{ name: 'BeginMainThreadFrame', ts: NAV + 1000, ...page }], NAV)).toBeNull();
  expect(firstUpdateMs([{ name: 'navigationStart', ts: NAV, ...page }], NAV)).toBeNull();
});

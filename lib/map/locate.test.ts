import { locate, LOCATE_MESSAGES, LOCATE_OPTIONS } from './locate';

function geolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  return { getCurrentPosition: jest.fn((s: PositionCallback, f?: PositionErrorCallback | null) => answer(s, f!)) };
}

const position = (longitude: number, latitude: number) =>
  ({ coords: { longitude, latitude, accuracy: 12 }, timestamp: 0 }) as unknown as GeolocationPosition;
const failure = (code: number) => ({ code, message: '' }) as GeolocationPositionError;

it('resolves with the position, asking once with the locate options', async () => {
  const geo = geolocation((ok) => ok(position(-114.3, 48.4)));
  await expect(locate(geo)).resolves.toEqual({ ok: true, longitude: -114.3, latitude: 48.4, accuracy: 12 });
  expect(geo.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), LOCATE_OPTIONS);
});

it.each([
  [1, 'denied'],
  [2, 'unavailable'],
  [3, 'timeout'],
])('error code %i → %s (never rejects)', async (code, reason) => {
  await expect(locate(geolocation((_ok, fail) => fail(failure(code))))).resolves.toEqual({ ok: false, reason });
});

it('without the Geolocation API → unsupported; a throwing API → denied', async () => {
  await expect(locate(undefined)).resolves.toEqual({ ok: false, reason: 'unsupported' });
  const throwing = { getCurrentPosition: () => { throw new Error('blocked by permissions policy'); } };
  await expect(locate(throwing)).resolves.toEqual({ ok: false, reason: 'denied' });
});

it('a non-finite position counts as unavailable', async () => {
  await expect(locate(geolocation((ok) => ok(position(NaN, 48))))).resolves.toEqual({ ok: false, reason: 'unavailable' });
});

it('every failure has a polite message', () => {
  for (const reason of ['denied', 'unavailable', 'timeout', 'unsupported'] as const) {
    expect(LOCATE_MESSAGES[reason]).toMatch(/^(We can’t|Sorry)/);
  }
});

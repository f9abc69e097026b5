/** "Show my location" on the map: the browser's Geolocation API, with a polite word for every way it can fail. */

export type LocateFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export type LocateResult =
  | { ok: true; longitude: number; latitude: number; accuracy: number }
  | { ok: false; reason: LocateFailure };

export const LOCATE_MESSAGES: Record<LocateFailure | 'locating' | 'located', string> = {
  locating: 'Finding your location…',
  located: 'The map now shows your location.',
  denied:
    'We can’t show where you are because location access is turned off for this site. You can allow it in your browser’s settings and try again.',
  unavailable: 'Sorry, your location isn’t available right now. Please try again in a moment.',
  timeout: 'Sorry, finding your location took too long. Please try again.',
  unsupported: 'Sorry, this browser can’t share your location with the map.',
};

/** One position fix; never rejects. */
export const LOCATE_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

// GeolocationPositionError codes (the constants are not defined outside browsers).
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

export function locate(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
  options: PositionOptions = LOCATE_OPTIONS,
): Promise<LocateResult> {
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          const { longitude, latitude, accuracy } = coords;
          if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) resolve({ ok: false, reason: 'unavailable' });
          else resolve({ ok: true, longitude, latitude, accuracy });
        },
        (error) =>
          resolve({
            ok: false,
            reason: error.code === PERMISSION_DENIED ? 'denied' : error.code === TIMEOUT ? 'timeout' : 'unavailable',
          }),
        options,
      );
    } catch {
      // Some embedded browsers throw instead of calling back (e.g. blocked by a permissions policy).
      resolve({ ok: false, reason: 'denied' });
    }
  });
}

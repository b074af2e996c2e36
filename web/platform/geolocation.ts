import { LOCATION_MESSAGES } from '@core/geo';

/** The browser's location for 'Lokasi Sekarang' (the profile's Alamat tab). */
interface Position {
  readonly latitude: number;
  readonly longitude: number;
}

export type GeolocationOutcome =
  { readonly ok: true; readonly position: Position } | { readonly ok: false; readonly message: string };

const REASONS: Record<number, string> = {
  1: LOCATION_MESSAGES.denied,
  2: LOCATION_MESSAGES.unavailable,
  3: LOCATION_MESSAGES.timeout,
};

/** One reading of the current position; never rejects, a failure is a sentence for the seller. */
export function currentPosition(timeoutMs = 10_000): Promise<GeolocationOutcome> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      resolve({ ok: false, message: LOCATION_MESSAGES.unsupported });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (found) =>
        resolve({ ok: true, position: { latitude: found.coords.latitude, longitude: found.coords.longitude } }),
      (error) => resolve({ ok: false, message: REASONS[error.code] ?? LOCATION_MESSAGES.unavailable }),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

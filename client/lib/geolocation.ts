import i18next from 'i18next';
import type { Location } from '../../shared/validation/inputs';
import { apiFetch } from './api';

/** Spec §8 'Geolocation failure: the location cannot be determined'; its message is « Impossible de déterminer votre position. ». */
export class GeolocationError extends Error {
  override name = 'GeolocationError';
  readonly code = 'GEOLOCATION_UNAVAILABLE';
  constructor() {
    super(i18next.t('geolocation.unavailable', { ns: 'common', defaultValue: 'Impossible de déterminer votre position.' }));
  }
}

function currentPosition(timeoutMs: number): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return reject(new GeolocationError());
    navigator.geolocation.getCurrentPosition(resolve, () => reject(new GeolocationError()), {
      enableHighAccuracy: false,
      timeout: timeoutMs,
      maximumAge: 5 * 60_000,
    });
  });
}

/**
 * The city the device is in, as a place chosen from the suggestions (kind
 * 'city', with the city's coordinates): the browser's position, then the
 * nearest city known to GET /api/v1/places. Any failure — refused permission,
 * no signal, timeout, offline, no city — is one GeolocationError.
 */
export async function locateCurrentPlace(options: { timeoutMs?: number } = {}): Promise<Location> {
  const position = await currentPosition(options.timeoutMs ?? 10_000);
  const { latitude, longitude } = position.coords;
  try {
    const { places } = await apiFetch<{ places: Location[] }>('/places', { query: { near: `${latitude.toFixed(5)},${longitude.toFixed(5)}` } });
    const [nearest] = places;
    if (!nearest) throw new GeolocationError();
    return nearest;
  } catch {
    throw new GeolocationError();
  }
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeolocationError, locateCurrentPlace } from './geolocation';

const PARIS = { kind: 'city', label: 'Paris', city: 'Paris', postalCode: '75001', region: 'Île-de-France', country: 'FR', latitude: 48.85341, longitude: 2.3488 };

function stubPosition(outcome: 'ok' | 'denied') {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (resolve: PositionCallback, reject: PositionErrorCallback) =>
        outcome === 'ok'
          ? resolve({ coords: { latitude: 48.8566, longitude: 2.3522 } } as GeolocationPosition)
          : reject({ code: 1, message: 'denied' } as GeolocationPositionError),
    },
  });
}

describe('locateCurrentPlace (spec §8: the location cannot be determined)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the nearest city of the position', async () => {
    stubPosition('ok');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ places: [PARIS] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(locateCurrentPlace()).resolves.toEqual(PARIS);
    expect((fetchMock.mock.calls[0] as unknown as [URL])[0].searchParams.get('near')).toBe('48.85660,2.35220');
  });

  it('fails with the French message when permission is refused, nothing is found or the server cannot be reached', async () => {
    stubPosition('denied');
    await expect(locateCurrentPlace()).rejects.toThrow(new GeolocationError());
    await expect(locateCurrentPlace()).rejects.toThrow('Impossible de déterminer votre position.');

    stubPosition('ok');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ places: [] }), { status: 200 })));
    await expect(locateCurrentPlace()).rejects.toBeInstanceOf(GeolocationError);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(locateCurrentPlace()).rejects.toThrow('Impossible de déterminer votre position.');
  });
});

import { KNOWN_LOCATION_STORAGE_KEY, readKnownLocation } from '@chargesetu/web/data-access';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation, LOCATION_TIMEOUT_MS, locationForQuestion } from './question-location';

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('locationForQuestion (docs/product.md §2.11)', () => {
  it('asks nothing for a question that does not need the location', async () => {
    const ask = vi.fn(async () => KORAMANGALA);
    expect(await locationForQuestion('Find fast chargers near Bengaluru', ask)).toBeUndefined();
    expect(ask).not.toHaveBeenCalled();
  });

  it('reuses the location Near Me keeps for the session, without asking the browser', async () => {
    window.sessionStorage.setItem(
      KNOWN_LOCATION_STORAGE_KEY,
      JSON.stringify({ latitude: 19.07, longitude: 72.88 }),
    );
    const ask = vi.fn(async () => KORAMANGALA);
    expect(await locationForQuestion('nearest open charger to me', ask)).toEqual({ lat: 19.07, lng: 72.88 });
    expect(ask).not.toHaveBeenCalled();
  });

  it('otherwise asks the browser, sends {lat, lng} and keeps it for the session like Near Me', async () => {
    const ask = vi.fn(async () => KORAMANGALA);
    expect(await locationForQuestion('closest charger', ask)).toEqual({ lat: 12.9352, lng: 77.6245 });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(readKnownLocation()).toEqual(KORAMANGALA);
  });

  it('sends no location when the browser gives none', async () => {
    expect(await locationForQuestion('charger near me', async () => null)).toBeUndefined();
    expect(readKnownLocation()).toBeNull();
  });
});

describe('browserLocation', () => {
  const geolocation = (
    answer: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void,
  ) => {
    const getCurrentPosition = vi.fn(answer);
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
    return getCurrentPosition;
  };

  it('resolves the position the browser reports, waiting at most LOCATION_TIMEOUT_MS for it', async () => {
    const ask = geolocation((ok) =>
      ok({ coords: { latitude: 12.9, longitude: 77.6 } } as GeolocationPosition),
    );
    expect(await browserLocation()).toEqual({ latitude: 12.9, longitude: 77.6 });
    expect(ask.mock.calls[0][2]).toMatchObject({ timeout: LOCATION_TIMEOUT_MS });
  });

  it('resolves null when the permission is denied or the position is unavailable', async () => {
    geolocation((_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError));
    expect(await browserLocation()).toBeNull();
  });

  it('resolves null when the browser has no geolocation', async () => {
    vi.stubGlobal('navigator', {});
    expect(await browserLocation()).toBeNull();
  });
});

import { KNOWN_LOCATION_STORAGE_KEY, readKnownLocation, saveKnownLocation } from './known-location';

afterEach(() => window.sessionStorage.clear());

describe('readKnownLocation', () => {
  it('reads the location "Near Me" stored for this browser session', () => {
    window.sessionStorage.setItem(
      KNOWN_LOCATION_STORAGE_KEY,
      JSON.stringify({ latitude: 19.07, longitude: 72.88 }),
    );
    expect(readKnownLocation()).toEqual({ latitude: 19.07, longitude: 72.88 });
  });

  it('uses the key the station finder writes', () => {
    expect(KNOWN_LOCATION_STORAGE_KEY).toBe('chargesetu.location');
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a latitude out of range', JSON.stringify({ latitude: 91, longitude: 72 })],
    ['text coordinates', JSON.stringify({ latitude: '19', longitude: '72' })],
  ])('answers null for %s', (_case, raw) => {
    if (raw !== null) window.sessionStorage.setItem(KNOWN_LOCATION_STORAGE_KEY, raw);
    expect(readKnownLocation()).toBeNull();
  });
});

describe('saveKnownLocation', () => {
  it('keeps the location for the session, where readKnownLocation finds it', () => {
    window.sessionStorage.clear();
    expect(readKnownLocation()).toBeNull();
    saveKnownLocation({ latitude: 12.9756, longitude: 77.605 });
    expect(readKnownLocation()).toEqual({ latitude: 12.9756, longitude: 77.605 });
  });
});

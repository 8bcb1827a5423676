import { LOCATION_STORAGE_KEY, readKnownLocation, saveKnownLocation } from './known-location';

beforeEach(() => window.sessionStorage.clear());

describe('the location shared with Near Me, kept for the session', () => {
  it('is unknown until saved, then reads back', () => {
    expect(readKnownLocation()).toBeNull();
    saveKnownLocation({ latitude: 12.9756, longitude: 77.605 });
    expect(readKnownLocation()).toEqual({ latitude: 12.9756, longitude: 77.605 });
  });

  it('ignores stored values that are not a location', () => {
    for (const stored of [
      'not json',
      '"x"',
      '{"latitude":"12","longitude":77}',
      '{"latitude":91,"longitude":0}',
    ]) {
      window.sessionStorage.setItem(LOCATION_STORAGE_KEY, stored);
      expect(readKnownLocation()).toBeNull();
    }
  });
});

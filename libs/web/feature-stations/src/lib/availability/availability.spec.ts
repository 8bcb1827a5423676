import {
  AVAILABILITY_STORAGE_KEY,
  availabilityFor,
  resetAvailability,
  stationAvailability,
} from './availability';

beforeEach(() => {
  window.sessionStorage.clear();
  resetAvailability();
});

describe('availabilityFor (spec 2.2: about 30% Available, 30% Limited, 40% Busy)', () => {
  it('splits [0, 1) at 0.3 and 0.6', () => {
    expect(availabilityFor(0)).toBe('Available');
    expect(availabilityFor(0.2999)).toBe('Available');
    expect(availabilityFor(0.3)).toBe('Limited');
    expect(availabilityFor(0.5999)).toBe('Limited');
    expect(availabilityFor(0.6)).toBe('Busy');
    expect(availabilityFor(0.9999)).toBe('Busy');
  });

  it('gives the spec’s shares for evenly spread rolls', () => {
    const counts = { Available: 0, Limited: 0, Busy: 0 };
    for (let i = 0; i < 1000; i++) counts[availabilityFor(i / 1000)] += 1;
    expect(counts).toEqual({ Available: 300, Limited: 300, Busy: 400 });
  });
});

describe('stationAvailability', () => {
  it('draws once per station and keeps it for the session', () => {
    let calls = 0;
    const random = () => (calls++ === 0 ? 0.1 : 0.9);
    expect(stationAvailability(7, random)).toBe('Available');
    expect(stationAvailability(7, random)).toBe('Available');
    expect(stationAvailability(8, random)).toBe('Busy');
    expect(calls).toBe(2);
  });

  it('survives a reload of the page within the session (sessionStorage)', () => {
    stationAvailability(7, () => 0.45);
    resetAvailability();
    expect(JSON.parse(window.sessionStorage.getItem(AVAILABILITY_STORAGE_KEY) ?? '{}')).toEqual({
      7: 'Limited',
    });
    expect(stationAvailability(7, () => 0.99)).toBe('Limited');
  });

  it('draws again when the stored value is unreadable', () => {
    window.sessionStorage.setItem(AVAILABILITY_STORAGE_KEY, '{not json');
    expect(stationAvailability(3, () => 0.7)).toBe('Busy');
  });
});

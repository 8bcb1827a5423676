import { distanceKm, formatDistance, sortByDistance } from './distance';

const mumbaiCst = { latitude: 18.9398, longitude: 72.8355 };
const puneStation = { latitude: 18.5289, longitude: 73.8744 };
const delhiIndiaGate = { latitude: 28.6129, longitude: 77.2295 };
const chennaiCentral = { latitude: 13.0827, longitude: 80.2707 };

describe('distanceKm (haversine)', () => {
  it('is 0 from a point to itself', () => {
    expect(distanceKm(mumbaiCst, mumbaiCst)).toBe(0);
  });

  it('measures known city-to-city great-circle distances within 1%', () => {
    // Reference great-circle distances: Mumbai CST-Pune station ≈ 119.9 km, Delhi-Chennai ≈ 1,757 km.
    expect(distanceKm(mumbaiCst, puneStation)).toBeCloseTo(119.9, -0.5);
    expect(Math.abs(distanceKm(delhiIndiaGate, chennaiCentral) - 1757) / 1757).toBeLessThan(0.01);
  });

  it('is symmetric', () => {
    expect(distanceKm(delhiIndiaGate, chennaiCentral)).toBeCloseTo(
      distanceKm(chennaiCentral, delhiIndiaGate),
      9,
    );
  });

  it('gives 111.2 km for one degree of latitude, and less for one degree of longitude away from the equator', () => {
    const origin = { latitude: 0, longitude: 77 };
    expect(distanceKm(origin, { latitude: 1, longitude: 77 })).toBeCloseTo(111.19, 1);
    const north = { latitude: 28, longitude: 77 };
    expect(distanceKm(north, { latitude: 28, longitude: 78 })).toBeCloseTo(
      111.19 * Math.cos((28 * Math.PI) / 180),
      0,
    );
  });

  it('stays finite for antipodal points (half the circumference)', () => {
    const d = distanceKm({ latitude: 10, longitude: 77 }, { latitude: -10, longitude: -103 });
    expect(d).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('formatDistance', () => {
  it('shows one decimal and "km away", as docs/product.md §2.3 writes it', () => {
    expect(formatDistance(2.3)).toBe('2.3 km away');
    expect(formatDistance(2.25)).toBe('2.3 km away');
    expect(formatDistance(0.04)).toBe('0.0 km away');
    expect(formatDistance(12)).toBe('12.0 km away');
    expect(formatDistance(99.94)).toBe('99.9 km away');
  });

  it('shows whole kilometres with en-IN grouping from 100 km', () => {
    expect(formatDistance(119.9)).toBe('120 km away');
    expect(formatDistance(1757.4)).toBe('1,757 km away');
  });

  it('gives an empty text for an unusable distance', () => {
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(-1)).toBe('');
    expect(formatDistance(-1, 'hi')).toBe('');
  });

  it('says "km दूर" in Hindi, with Latin digits and Indian grouping', () => {
    expect(formatDistance(3.44, 'hi')).toBe('3.4 km दूर');
    expect(formatDistance(123456.4, 'hi')).toBe('1,23,456 km दूर');
  });
});

describe('sortByDistance', () => {
  const stations = [
    { id: 'delhi', ...delhiIndiaGate },
    { id: 'broken', latitude: Number.NaN, longitude: 72 },
    { id: 'pune', ...puneStation },
    { id: 'chennai', ...chennaiCentral },
    { id: 'mumbai', ...mumbaiCst },
  ];

  // From Mumbai, Chennai (≈1,030 km) is nearer than Delhi (≈1,150 km).
  it('puts the nearest first and carries each distance', () => {
    const sorted = sortByDistance(stations, { latitude: 19.076, longitude: 72.8777 });
    expect(sorted.map((s) => s.item.id)).toEqual(['mumbai', 'pune', 'chennai', 'delhi', 'broken']);
    expect(sorted[0].distanceKm).toBeLessThan(20);
    expect(sorted[4].distanceKm).toBeNaN();
  });

  it('keeps the input order for equal distances and does not change the input', () => {
    const twins = [
      { id: 'a', latitude: 12.97, longitude: 77.59 },
      { id: 'b', latitude: 12.97, longitude: 77.59 },
    ];
    expect(sortByDistance(twins, mumbaiCst).map((s) => s.item.id)).toEqual(['a', 'b']);
    expect(stations[0].id).toBe('delhi');
  });
});

import { aVehicle } from '../testing/builders';
import { seededFraction, vehicleEstimate } from './vehicle-estimates';

describe('vehicleEstimate (docs/product.md §3 inventions, §9 range = capacity x 5 x 0.7..1.0)', () => {
  it('keeps battery within 20-90% and range within capacity x 5 x [0.7, 1.0] for many vehicles', () => {
    for (let id = 1; id <= 500; id += 1) {
      const { batteryPercent, rangeKm } = vehicleEstimate({ id, batteryCapacity: '50' });
      expect(Number.isInteger(batteryPercent)).toBe(true);
      expect(batteryPercent).toBeGreaterThanOrEqual(20);
      expect(batteryPercent).toBeLessThanOrEqual(90);
      expect(rangeKm).toBeGreaterThanOrEqual(175);
      expect(rangeKm).toBeLessThanOrEqual(250);
    }
  });

  it('uses 40 kWh when the vehicle has no capacity (docs/product.md §9)', () => {
    for (const batteryCapacity of [null, '', 'n/a', '0']) {
      const { rangeKm } = vehicleEstimate({ id: 12, batteryCapacity });
      expect(rangeKm).toBeGreaterThanOrEqual(140);
      expect(rangeKm).toBeLessThanOrEqual(200);
      expect(rangeKm).toBe(vehicleEstimate({ id: 12, batteryCapacity: '40' }).rangeKm);
    }
  });

  it('gives one vehicle the same figures every time, and different vehicles different ones', () => {
    const vehicle = aVehicle();
    expect(vehicleEstimate(vehicle)).toEqual(vehicleEstimate(vehicle));
    const levels = new Set(
      Array.from(
        { length: 50 },
        (_, i) => vehicleEstimate({ id: i + 1, batteryCapacity: '40' }).batteryPercent,
      ),
    );
    expect(levels.size).toBeGreaterThan(20);
  });

  it('seededFraction stays in [0, 1)', () => {
    for (let seed = -100; seed < 1000; seed += 1) {
      const f = seededFraction(seed);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });
});

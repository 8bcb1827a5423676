import { chargingPowerAt, simulateCharging, type SimulateChargingInput } from './simulate-charging';

const AC: SimulateChargingInput = { chargerKw: 7.4, pricePerKwh: 12, elapsedMinutes: 0 };
const DC: SimulateChargingInput = { chargerKw: 150, pricePerKwh: '22.00', elapsedMinutes: 0 };

describe('chargingPowerAt', () => {
  it('is flat up to 80% and tapers linearly to 10% of peak at 100%', () => {
    expect(chargingPowerAt(20, 100)).toBe(100);
    expect(chargingPowerAt(80, 100)).toBe(100);
    expect(chargingPowerAt(90, 100)).toBeCloseTo(55, 10);
    expect(chargingPowerAt(99.999, 100)).toBeCloseTo(10, 2);
    expect(chargingPowerAt(100, 100)).toBe(0);
  });
});

describe('simulateCharging', () => {
  it('at the start has delivered nothing and charges at full power', () => {
    expect(simulateCharging(AC)).toEqual({
      percent: 20,
      energyKwh: 0,
      currentPowerKw: 7.4,
      timeRemainingMinutes: 30,
      cost: 0,
      finished: false,
    });
  });

  it('AC 7.4 kW for 30 minutes delivers 3.7 kWh', () => {
    const s = simulateCharging({ ...AC, elapsedMinutes: 30 });
    expect(s.energyKwh).toBe(3.7);
    expect(s.percent).toBe(29.3); // 20% + 3.7/40
    expect(s.cost).toBe(44.4);
    expect(s.finished).toBe(true);
    expect(s.currentPowerKw).toBe(0);
    expect(s.timeRemainingMinutes).toBe(0);
  });

  it('halfway through a booking reports the remaining booked minutes', () => {
    const s = simulateCharging({ ...AC, elapsedMinutes: 12.5 });
    expect(s.timeRemainingMinutes).toBe(18);
    expect(s.energyKwh).toBeCloseTo(1.54, 2);
  });

  it('limits power to what the vehicle accepts', () => {
    const s = simulateCharging({ ...DC, vehicleMaxKw: 50, elapsedMinutes: 6 });
    expect(s.currentPowerKw).toBe(50);
    expect(s.energyKwh).toBe(5);
  });

  it('tapers above 80%: a fast charger slows down and takes longer for the last 20%', () => {
    const at = (m: number) => simulateCharging({ ...DC, elapsedMinutes: m });
    // 150 kW on 40 kWh: 20% -> 80% (24 kWh) takes 9.6 minutes at full power.
    expect(at(9).currentPowerKw).toBe(150);
    expect(at(9.6).percent).toBe(80);
    expect(at(12).percent).toBeGreaterThan(80);
    expect(at(12).currentPowerKw).toBeLessThan(150);
    expect(at(14).currentPowerKw).toBeLessThan(at(12).currentPowerKw);
    const first = at(3).energyKwh - at(0).energyKwh;
    const late = at(15).energyKwh - at(12).energyKwh;
    expect(late).toBeLessThan(first);
  });

  it('stops at 100% and never exceeds the capacity', () => {
    const s = simulateCharging({ ...DC, elapsedMinutes: 30 });
    expect(s.percent).toBe(100);
    expect(s.energyKwh).toBe(32); // 80% of 40 kWh
    expect(s.finished).toBe(true);
    expect(s.cost).toBe(704);
  });

  it('predicts the time to full when that comes before the end of the booking', () => {
    const s = simulateCharging({ ...DC, elapsedMinutes: 5 });
    // 9.6 min to 80%, then 40/(4.5*150)*ln(10) h ≈ 8.19 min of taper: full at ≈ 17.79 min.
    expect(s.timeRemainingMinutes).toBe(13);
    expect(simulateCharging({ ...DC, elapsedMinutes: 17.8 }).percent).toBe(100);
  });

  it('is monotonic: energy and percent never fall, cost follows energy', () => {
    for (const input of [AC, DC, { ...DC, startPercent: 85 }, { ...AC, capacityKwh: 5, startPercent: 90 }]) {
      let previous = simulateCharging(input);
      for (let m = 0.25; m <= 30; m += 0.25) {
        const s = simulateCharging({ ...input, elapsedMinutes: m });
        expect(s.energyKwh).toBeGreaterThanOrEqual(previous.energyKwh);
        expect(s.percent).toBeGreaterThanOrEqual(previous.percent);
        expect(s.percent).toBeLessThanOrEqual(100);
        expect(s.energyKwh).toBeLessThanOrEqual(
          ((100 - (input.startPercent ?? 20)) / 100) * (input.capacityKwh ?? 40),
        );
        expect(s.cost).toBeCloseTo(s.energyKwh * Number(input.pricePerKwh), 2);
        previous = s;
      }
    }
  });

  it('clamps elapsed time to the booked window', () => {
    expect(simulateCharging({ ...AC, elapsedMinutes: 90 })).toEqual(
      simulateCharging({ ...AC, elapsedMinutes: 30 }),
    );
    expect(simulateCharging({ ...AC, elapsedMinutes: -5 })).toEqual(simulateCharging(AC));
    expect(simulateCharging({ ...AC, elapsedMinutes: 45, maxMinutes: 60 }).energyKwh).toBe(5.55);
  });

  it('with a full battery or no power delivers nothing', () => {
    expect(simulateCharging({ ...AC, startPercent: 100, elapsedMinutes: 10 })).toMatchObject({
      percent: 100,
      energyKwh: 0,
      finished: true,
    });
    expect(simulateCharging({ ...AC, chargerKw: 0, elapsedMinutes: 10 })).toMatchObject({
      energyKwh: 0,
      currentPowerKw: 0,
      timeRemainingMinutes: 20,
      finished: false,
    });
  });
});

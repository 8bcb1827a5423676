import {
  chargingPowerAt,
  naturalEndMinutes,
  simulateCharging,
  TAPER_START_PERCENT,
  type SimulateChargingInput,
} from './charging-curve';

/**
 * Energy (kWh) after `minutes`, integrated numerically (classic Runge-Kutta, 1-second steps) from the
 * power curve alone: dE/dt = P(state of charge), state of charge = start + E / capacity. An independent
 * check of the closed form used by simulateCharging.
 */
function integratedEnergy(o: { peakKw: number; capacityKwh: number; startPercent: number }, minutes: number) {
  const soc = (e: number) => o.startPercent + (e / o.capacityKwh) * 100;
  const dE = (e: number) => chargingPowerAt(soc(e), o.peakKw); // kWh per hour
  const h = 1 / 3600;
  let e = 0;
  for (let t = 0; t < minutes / 60 - 1e-12; t += h) {
    const step = Math.min(h, minutes / 60 - t);
    const k1 = dE(e);
    const k2 = dE(e + (step / 2) * k1);
    const k3 = dE(e + (step / 2) * k2);
    const k4 = dE(e + step * k3);
    e += (step / 6) * (k1 + 2 * k2 + 2 * k3 + k4);
  }
  return e;
}

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
      percentComplete: 0,
      finished: false,
      endReason: null,
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
    expect(s.percentComplete).toBe(100);
    expect(s.endReason).toBe('time_up');
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
    expect(s.endReason).toBe('full');
    expect(s.percentComplete).toBe(100);
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

  it('delivers the integral of the power curve, across the flat part and the taper', () => {
    const cases = [
      { peakKw: 150, capacityKwh: 40, startPercent: 20 }, // reaches the taper at 9.6 min, full at ≈ 17.8
      { peakKw: 50, capacityKwh: 60, startPercent: 70 }, // starts flat, tapers from 80%
      { peakKw: 22, capacityKwh: 30, startPercent: 85 }, // starts inside the taper
      { peakKw: 7.4, capacityKwh: 40, startPercent: 20 }, // never leaves the flat part in 30 min
    ];
    for (const c of cases) {
      for (const minutes of [1, 5, 9.6, 12, 15, 20, 29]) {
        const s = simulateCharging({
          chargerKw: c.peakKw,
          capacityKwh: c.capacityKwh,
          startPercent: c.startPercent,
          pricePerKwh: 10,
          elapsedMinutes: minutes,
        });
        // The closed form and the numeric integral agree to the 2 decimals the API shows.
        expect(Math.abs(s.energyKwh - integratedEnergy(c, minutes))).toBeLessThanOrEqual(0.006);
      }
    }
  });

  it('in the taper, the power drawn matches the state of charge reached', () => {
    const s = simulateCharging({ ...DC, elapsedMinutes: 13 });
    expect(s.percent).toBeGreaterThan(TAPER_START_PERCENT);
    expect(s.currentPowerKw).toBeCloseTo(chargingPowerAt(s.percent, 150), 0);
    expect(s.currentPowerKw).toBeLessThan(150);
  });

  it('ends by itself at 100% (reason full) or when the charging time is used up (reason time_up)', () => {
    const fullAt = naturalEndMinutes(DC);
    expect(fullAt).toBeCloseTo(17.79, 2);
    expect(simulateCharging({ ...DC, elapsedMinutes: fullAt - 0.01 })).toMatchObject({
      finished: false,
      endReason: null,
    });
    expect(simulateCharging({ ...DC, elapsedMinutes: fullAt })).toMatchObject({
      percent: 100,
      finished: true,
      endReason: 'full',
      currentPowerKw: 0,
    });
    expect(naturalEndMinutes(AC)).toBe(30);
    expect(naturalEndMinutes({ ...AC, maxMinutes: 12 })).toBe(12);
    expect(simulateCharging({ ...AC, maxMinutes: 12, elapsedMinutes: 11.99 }).finished).toBe(false);
    expect(simulateCharging({ ...AC, maxMinutes: 12, elapsedMinutes: 12 })).toMatchObject({
      energyKwh: 1.48, // 7.4 kW x 0.2 h
      finished: true,
      endReason: 'time_up',
    });
  });

  it('progress, energy and cost only grow, time remaining and power only fall, and all move smoothly', () => {
    for (const input of [AC, DC, { ...DC, startPercent: 85 }, { ...AC, chargerKw: 22, capacityKwh: 10 }]) {
      let previous = simulateCharging(input);
      const end = naturalEndMinutes(input);
      const totalEnergy = simulateCharging({ ...input, elapsedMinutes: end }).energyKwh;
      for (let i = 1; i <= 300; i++) {
        const m = i / 10;
        const s = simulateCharging({ ...input, elapsedMinutes: m });
        expect(s.percentComplete).toBeGreaterThanOrEqual(previous.percentComplete);
        expect(s.cost).toBeGreaterThanOrEqual(previous.cost);
        expect(s.timeRemainingMinutes).toBeLessThanOrEqual(previous.timeRemainingMinutes);
        expect(s.currentPowerKw).toBeLessThanOrEqual(previous.currentPowerKw);
        if (m < end - 0.1) {
          // No jumps: in 6 seconds progress moves at most what full power delivers in 6 seconds
          // (as a share of the session's energy), plus the display rounding.
          const step = ((input.chargerKw * 0.1) / 60 / totalEnergy) * 100;
          expect(s.percentComplete - previous.percentComplete).toBeLessThanOrEqual(step + 0.1);
          expect(s.percentComplete).toBeLessThan(100);
          expect(s.finished).toBe(false);
        }
        previous = s;
      }
      expect(previous).toMatchObject({ percentComplete: 100, finished: true, timeRemainingMinutes: 0 });
    }
  });

  it('progress is the share of the energy the session will deliver', () => {
    // AC never tapers in 30 minutes: energy grows linearly, so progress is the share of the time.
    expect(simulateCharging({ ...AC, elapsedMinutes: 15 }).percentComplete).toBe(50);
    expect(simulateCharging({ ...AC, elapsedMinutes: 6 }).percentComplete).toBe(20);
    // DC: 24 of the 32 kWh it will deliver are in by the taper (9.6 min), though that is 54% of the time.
    expect(simulateCharging({ ...DC, elapsedMinutes: 9.6 }).percentComplete).toBe(75);
  });
});

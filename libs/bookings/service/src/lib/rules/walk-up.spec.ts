import { priceBreakdown, round2 } from '@chargesetu/shared/domain';
import {
  largestAmountWithin,
  walkUpPlan,
  walkUpWindow,
  windowMinutes,
  windowTooShort,
  WALK_UP_MIN_AMOUNT,
  WALK_UP_SLACK_MINUTES,
} from './walk-up';

const now = new Date('2026-11-24T06:00:00.000Z'); // 11:30 AM IST
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const nexon = { make: 'Tata', model: 'Nexon EV', batteryCapacity: '40' };

describe('walkUpWindow', () => {
  it('is the longest walk-up when nothing comes sooner', () => {
    const w = walkUpWindow({ now, nextBookingStart: null, closesAt: null, leadMinutes: 10, maxMinutes: 120 });
    expect(w).toEqual({ until: at(120), limit: 'longest' });
  });

  it('ends the lead time before the next booking', () => {
    const w = walkUpWindow({
      now,
      nextBookingStart: at(60),
      closesAt: at(90),
      leadMinutes: 10,
      maxMinutes: 120,
    });
    expect(w).toEqual({ until: at(50), limit: 'booking' });
  });

  it('ends when the station closes', () => {
    const w = walkUpWindow({
      now,
      nextBookingStart: at(200),
      closesAt: at(45),
      leadMinutes: 10,
      maxMinutes: 120,
    });
    expect(w).toEqual({ until: at(45), limit: 'closing' });
  });
});

describe('windowTooShort', () => {
  const label = 'Connector 2 (CCS2 60 kW)';

  it('lets a window of 15 minutes or more through', () => {
    expect(
      windowTooShort(
        now,
        { until: at(15), limit: 'booking' },
        { label, nextBookingStart: at(25), leadMinutes: 10 },
      ),
    ).toBeNull();
  });

  it('never takes a connector reserved for a booking starting within the lead time', () => {
    const next = at(8);
    const window = walkUpWindow({
      now,
      nextBookingStart: next,
      closesAt: null,
      leadMinutes: 10,
      maxMinutes: 120,
    });
    expect(windowMinutes(now, window)).toBe(0);
    expect(windowTooShort(now, window, { label, nextBookingStart: next, leadMinutes: 10 })).toBe(
      'Connector 2 (CCS2 60 kW) is reserved for a booking at 11:38 AM IST and must be free 10 minutes before it. Try another connector.',
    );
  });

  it('says when the station closes too soon', () => {
    expect(
      windowTooShort(
        now,
        { until: at(10), limit: 'closing' },
        { label, nextBookingStart: null, leadMinutes: 10 },
      ),
    ).toBe('The station closes at 11:40 AM IST, too soon to start charging now.');
  });
});

describe('walkUpPlan', () => {
  const base = { now, pricePerKwh: '20.00', chargerKw: 60, chargerType: 'CCS2', vehicle: nexon };

  it('until full buys what the battery takes from 20% within the window', () => {
    const plan = walkUpPlan({ ...base, window: { until: at(120), limit: 'longest' }, amount: null });
    // 40 kWh x 80% = 32 kWh at ₹20; the Nexon EV takes DC at its own limit, whatever it is, within 2 h.
    expect(plan.estimatedCost).toBe(640);
    expect(plan.end.getTime()).toBeLessThanOrEqual(at(120).getTime());
  });

  it('an amount buys that much energy and holds the connector for its time plus the slack', () => {
    const plan = walkUpPlan({
      ...base,
      vehicle: { make: 'Unknown', model: 'Car', batteryCapacity: '60' },
      window: { until: at(120), limit: 'longest' },
      amount: 200,
    });
    expect(plan.estimatedCost).toBe(200);
    // 200 / 20 = 10 kWh at 60 kW = 10 minutes, + slack.
    expect(plan.end).toEqual(at(10 + WALK_UP_SLACK_MINUTES));
  });

  it('never sells more than the car can take in the window', () => {
    const plan = walkUpPlan({ ...base, window: { until: at(120), limit: 'longest' }, amount: 5000 });
    expect(plan.estimatedCost).toBe(640);
  });

  it('a short window caps both the energy and the end', () => {
    const unknown = { make: 'Unknown', model: 'Car', batteryCapacity: '100' };
    const plan = walkUpPlan({
      ...base,
      vehicle: unknown,
      window: { until: at(20), limit: 'booking' },
      amount: null,
    });
    expect(plan.estimatedCost).toBe(400); // 60 kW x 20 min = 20 kWh x ₹20
    expect(plan.end).toEqual(at(20));
  });
});

describe('largestAmountWithin', () => {
  const total = (amount: number) => priceBreakdown(amount).total;

  it.each(['70.80', '100.00', '250.37', '1234.56', '5000.00', '99999.99'])(
    'buys the most energy whose total fits %s, to the paisa',
    (maxTotal) => {
      const amount = largestAmountWithin(maxTotal);
      expect(total(amount)).toBeLessThanOrEqual(Number(maxTotal));
      expect(total(round2(amount + 0.01))).toBeGreaterThan(Number(maxTotal));
    },
  );

  it('buys exactly the amount whose total is the limit', () => {
    // (50 + 10) x 1.18 = 70.80; (200 + 10) x 1.18 = 247.80.
    expect(largestAmountWithin('70.80')).toBe(50);
    expect(largestAmountWithin('70.79')).toBe(49.99);
    expect(largestAmountWithin(247.8)).toBe(200);
    expect(largestAmountWithin('100.00')).toBe(74.74);
  });

  it('is 0 when not even the platform fee and its GST fit, or the limit is not money', () => {
    expect(largestAmountWithin('11.80')).toBe(0);
    expect(largestAmountWithin('11.79')).toBe(0);
    expect(largestAmountWithin('0.00')).toBe(0);
    expect(largestAmountWithin('-5.00')).toBe(0);
    expect(largestAmountWithin('abc')).toBe(0);
  });

  it('stays below the least walk-up until the total of the least walk-up fits', () => {
    expect(largestAmountWithin(total(WALK_UP_MIN_AMOUNT) - 0.01)).toBeLessThan(WALK_UP_MIN_AMOUNT);
    expect(largestAmountWithin(total(WALK_UP_MIN_AMOUNT))).toBe(WALK_UP_MIN_AMOUNT);
  });
});

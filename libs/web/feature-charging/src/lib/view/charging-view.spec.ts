import type { Booking } from '@chargesetu/shared/contracts';
import { aChargingStatus } from '@chargesetu/web/data-access/testing';
import { describe, expect, it } from 'vitest';
import { batteryView, chargingAction, chargingBadge, figureSourceText, formatMinutes } from './charging-view';

const now = Date.parse('2026-11-22T06:00:00Z');
const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 7,
  userId: 1,
  stationId: 3,
  vehicleId: 2,
  chargerType: 'CCS2',
  power: 60,
  startTime: '2026-11-22T05:50:00Z',
  endTime: '2026-11-22T06:20:00Z',
  status: 'confirmed',
  pricePerKwh: '20.00',
  estimatedCost: '600.00',
  actualCost: null,
  paymentId: 4,
  createdAt: '2026-11-21T06:00:00Z',
  ...over,
});

describe('chargingBadge (docs/product.md §4)', () => {
  it.each([
    ['active', 'Active'],
    ['charging', 'Active'],
    ['starting', 'Starting'],
    ['completed', 'Completed'],
    ['pending', 'Ready'],
    [undefined, 'Ready'],
  ])('%s -> %s', (value, badge) => expect(chargingBadge(value)).toBe(badge));
});

describe('chargingAction', () => {
  it('offers Start for a confirmed booking that is not charging', () => {
    expect(chargingAction(booking(), aChargingStatus(), now)).toEqual({ kind: 'start' });
  });
  it('offers Stop while charging', () => {
    expect(
      chargingAction(
        booking({ status: 'active' }),
        aChargingStatus({ isCharging: true, status: 'active' }),
        now,
      ),
    ).toEqual({
      kind: 'stop',
    });
  });
  it('offers nothing while the charger is starting, and says how long it may take', () => {
    // The booking is already claimed (active) while the charger starts.
    expect(
      chargingAction(booking({ status: 'active' }), aChargingStatus({ status: 'starting' }), now),
    ).toEqual({
      kind: 'none',
      reason: 'Waiting for the charger to start… (up to 60 seconds)',
      waiting: true,
    });
    expect(chargingAction(booking(), aChargingStatus({ status: 'starting' }), now)).toMatchObject({
      kind: 'none',
    });
  });
  it('before the start window (15 minutes before the slot): Start disabled with when it opens', () => {
    // The slot starts 06:20 UTC (11:50 IST): charging opens at 11:35 AM IST, after `now` (11:30 IST).
    const later = booking({ startTime: '2026-11-22T06:20:00Z', endTime: '2026-11-22T06:50:00Z' });
    expect(chargingAction(later, aChargingStatus(), now)).toEqual({
      kind: 'start-later',
      opens: 'Charging opens at 11:35 AM',
    });
    expect(chargingAction(later, aChargingStatus(), Date.parse('2026-11-22T06:05:00Z'))).toEqual({
      kind: 'start',
    });
  });
  it('offers Start again after a start the charger did not confirm', () => {
    const failed = aChargingStatus({ status: 'pending', notice: 'The charger did not start. Try again.' });
    expect(chargingAction(booking(), failed, now)).toEqual({ kind: 'start' });
  });
  it('explains why there is nothing to press', () => {
    expect(chargingAction(booking({ status: 'pending' }), aChargingStatus(), now)).toMatchObject({
      kind: 'none',
      reason: 'Pay for this booking to start charging.',
    });
    expect(chargingAction(booking({ status: 'cancelled' }), aChargingStatus(), now)).toMatchObject({
      kind: 'none',
    });
    expect(
      chargingAction(booking({ status: 'completed' }), aChargingStatus({ status: 'completed' }), now),
    ).toMatchObject({
      kind: 'none',
      reason: 'This charging session has ended.',
    });
    expect(
      chargingAction(booking({ endTime: '2026-11-22T05:59:00Z' }), aChargingStatus(), now),
    ).toMatchObject({
      kind: 'none',
      reason: 'The booked time is over.',
    });
  });
});

describe('batteryView (docs/product.md §2.7 and §9)', () => {
  it('shows the reported level, and 3.5 km per percent', () => {
    expect(batteryView(aChargingStatus({ batteryPercentage: 57 }))).toEqual({ level: 57, rangeKm: 199.5 });
  });
  it('invents nothing when the charger does not report the level', () => {
    expect(batteryView(aChargingStatus({ batteryPercentage: null }))).toEqual({ level: null, rangeKm: null });
  });
  it('invents nothing before the first status answer either', () => {
    expect(batteryView(undefined)).toEqual({ level: null, rangeKm: null });
  });
  it('keeps a reported level within 0-100', () => {
    expect(batteryView(aChargingStatus({ batteryPercentage: 100 }))).toEqual({ level: 100, rangeKm: 350 });
  });
});

describe('figureSourceText', () => {
  it.each([
    ['meter', "Figures from the charger's meter"],
    ['estimate', 'Estimated figures (this charger does not report its meter)'],
    [null, null],
    [undefined, null],
  ] as const)('%s -> %s', (source, text) => expect(figureSourceText(source)).toBe(text));
});

describe('formatMinutes', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [65, '1 h 5 min'],
  ])('%d -> %s', (m, text) => expect(formatMinutes(m)).toBe(text));
});

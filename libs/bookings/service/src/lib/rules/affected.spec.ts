import type { Charger } from '@chargesetu/shared/contracts';
import { istInstant } from '@chargesetu/shared/domain';
import {
  affectedBy,
  affectedMessage,
  connectorLabel,
  moveAlternatives,
  moveRefusal,
  type BookingOnCharger,
  type StationNow,
} from './affected';
import { cancelRefusal } from './booking-rules';
import type { StatusReport } from './live-status';

const chargers: Charger[] = [
  { type: 'CCS2', power: 60, pricePerKwh: '20.00' },
  { type: 'CCS2', power: 60, pricePerKwh: '20.00' },
  { type: 'CCS2', power: 120, pricePerKwh: '24.00' },
  { type: 'Type 2', power: 60, pricePerKwh: '14.00' },
  { type: 'CCS Combo', power: 60, pricePerKwh: '21.00' },
];
const start = istInstant('2026-11-23', '10:00');
const end = istInstant('2026-11-23', '10:30');
const booking: BookingOnCharger = {
  status: 'confirmed',
  startTime: start,
  endTime: end,
  chargerIndex: 0,
  chargerType: 'CCS2',
  power: 60,
};
const faultedAt = istInstant('2026-11-23', '09:20');
const report = (status: StatusReport['status'], at = faultedAt): StatusReport => ({ status, at });
const minutesBefore = (m: number) => new Date(start.getTime() - m * 60_000);

describe('affectedBy', () => {
  it('When the booked charger is Faulted, Unavailable or Offline within the hour before the slot, then the booking is affected, since the report', () => {
    expect(affectedBy(booking, report('Faulted'), minutesBefore(30))).toEqual({
      reason: 'faulted',
      since: faultedAt,
      status: 'Faulted',
    });
    expect(affectedBy(booking, report('Unavailable'), minutesBefore(60))?.reason).toBe('unavailable');
    expect(affectedBy(booking, report('Offline'), minutesBefore(1))?.reason).toBe('offline');
  });

  it('When the slot has started and not ended, then a confirmed booking is still affected; once it ends, no longer', () => {
    expect(affectedBy(booking, report('Faulted'), minutesBefore(-20))?.reason).toBe('faulted');
    expect(affectedBy(booking, report('Faulted'), minutesBefore(-30))).toBeNull();
  });

  it('When the slot is more than an hour away, then the booking is not affected yet', () => {
    expect(affectedBy(booking, report('Faulted'), minutesBefore(61))).toBeNull();
  });

  it('When the charger is in service or never reported, then the booking is not affected', () => {
    for (const status of ['Available', 'Finishing', 'Reserved', 'Charging', 'Preparing'] as const) {
      expect(affectedBy(booking, report(status), minutesBefore(10))).toBeNull();
    }
    expect(affectedBy(booking, undefined, minutesBefore(10))).toBeNull();
  });

  it('When the booking is unpaid, charging, completed or cancelled, then it is not affected', () => {
    for (const status of ['pending', 'active', 'completed', 'cancelled']) {
      expect(affectedBy({ ...booking, status }, report('Faulted'), minutesBefore(10))).toBeNull();
    }
  });
});

describe('moveRefusal and moveAlternatives', () => {
  const station = (over: Partial<StationNow> = {}): StationNow => ({
    chargers,
    live: new Map([[0, report('Faulted')]]),
    taken: [{ chargerIndex: 0, start, end }],
    ...over,
  });

  it('offers the other chargers of the same type (as the finder names it) and power, in the station order', () => {
    expect(moveAlternatives(booking, station())).toEqual([
      { chargerIndex: 1, label: 'Connector 2 (CCS2 60 kW)' },
      { chargerIndex: 4, label: 'Connector 5 (CCS Combo 60 kW)' },
    ]);
  });

  it('refuses another power, another type, the same charger and a charger the station does not have', () => {
    expect(moveRefusal(booking, 2, station())).toBe(
      'Connector 3 (CCS2 120 kW) is not a CCS2 60 kW charger like the one you booked.',
    );
    expect(moveRefusal(booking, 3, station())).toMatch(/not a CCS2 60 kW charger/);
    expect(moveRefusal(booking, 0, station())).toBe('Your booking is already on Connector 1 (CCS2 60 kW).');
    expect(moveRefusal(booking, 9, station())).toBe('This station has no connector 10.');
  });

  it('refuses a charger out of service too, and one a booking holds for an overlapping slot', () => {
    const s = station({
      live: new Map([
        [0, report('Faulted')],
        [1, report('Offline')],
      ]),
      taken: [
        { chargerIndex: 0, start, end },
        { chargerIndex: 4, start, end },
      ],
    });
    expect(moveRefusal(booking, 1, s)).toBe('Connector 2 (CCS2 60 kW) is out of service too.');
    expect(moveRefusal(booking, 4, s)).toMatch(/^Connector 5 \(CCS Combo 60 kW\) is not free for your slot/);
    expect(moveAlternatives(booking, s)).toEqual([]);
  });

  it('accepts a charger busy now but free for the slot: adjacent bookings do not overlap', () => {
    const s = station({
      live: new Map([
        [0, report('Faulted')],
        [1, report('Charging')],
      ]),
      taken: [{ chargerIndex: 1, start: minutesBefore(30), end: start }],
    });
    expect(moveRefusal(booking, 1, s)).toBeNull();
  });
});

describe('affectedBy a refused reservation', () => {
  const refusedAt = istInstant('2026-11-23', '09:51');
  const refused = (refusal: 'Occupied' | 'Rejected', chargerIndex = 0) => ({
    refusal,
    at: refusedAt,
    chargerIndex,
  });

  it('When the charger refused to reserve the connector (Occupied or Rejected), then the booking is affected, since the refusal', () => {
    expect(affectedBy(booking, report('Available'), minutesBefore(9), refused('Occupied'))).toEqual({
      reason: 'reservation_refused',
      since: refusedAt,
      refusal: 'Occupied',
    });
    expect(affectedBy(booking, undefined, minutesBefore(-5), refused('Rejected'))?.reason).toBe(
      'reservation_refused',
    );
  });

  it('When the charger is also out of service, then its status is the reason', () => {
    expect(affectedBy(booking, report('Faulted'), minutesBefore(9), refused('Occupied'))?.reason).toBe(
      'faulted',
    );
  });

  it("When the refusal was another charger's (the booking has moved), then it no longer counts", () => {
    expect(affectedBy(booking, report('Available'), minutesBefore(9), refused('Occupied', 1))).toBeNull();
  });

  it('When the booking is not confirmed or its slot is over, then a refusal does not make it affected', () => {
    expect(
      affectedBy({ ...booking, status: 'active' }, undefined, minutesBefore(9), refused('Occupied')),
    ).toBeNull();
    expect(affectedBy(booking, undefined, minutesBefore(-30), refused('Occupied'))).toBeNull();
  });
});

describe('affectedMessage and connectorLabel', () => {
  it('names the connector, its kind and its status, and offers a move only when there is somewhere to go', () => {
    expect(affectedMessage(chargers, 1, 'Faulted', 1)).toBe(
      'Connector 2 (CCS2 60 kW) is out of service (Faulted). Move to another free connector for the same slot, or cancel for a full refund.',
    );
    expect(affectedMessage(chargers, 1, 'Offline', 0)).toBe(
      'Connector 2 (CCS2 60 kW) is out of service (Offline). No other matching connector is free for your slot: cancel for a full refund.',
    );
    expect(affectedMessage(chargers, 0, { refusal: 'Occupied' }, 1)).toBe(
      'Connector 1 (CCS2 60 kW) could not hold your slot (Occupied). Move to another free connector for the same slot, or cancel for a full refund.',
    );
    expect(affectedMessage(chargers, 0, { refusal: 'Rejected' }, 0)).toBe(
      'Connector 1 (CCS2 60 kW) could not hold your slot (Rejected). No other matching connector is free for your slot: cancel for a full refund.',
    );
    expect(connectorLabel([], 2)).toBe('Connector 3');
  });
});

describe('cancelRefusal for an affected booking', () => {
  it('When the slot has started, then only an affected booking may still be cancelled', () => {
    const now = minutesBefore(-5);
    expect(cancelRefusal(booking, now)).toMatch(/already started/);
    expect(cancelRefusal(booking, now, true)).toBeNull();
    expect(cancelRefusal({ ...booking, status: 'active' }, now, true)).toMatch(
      /Charging has already started/,
    );
  });
});

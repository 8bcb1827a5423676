import { DEFAULT_CAR } from './car-charging';
import type { Connector, ConnectorBank } from './connectors';
import { cancelReservation, expireReservation, reserveNow, setFault, takeReservation } from './reservations';

const NOW = new Date('2026-11-23T04:20:00.000Z');
const LATER = new Date('2026-11-23T04:40:00.000Z');

const connector = (connectorId: number, over: Partial<Connector> = {}): Connector => ({
  connectorId,
  powerKw: 22,
  registerWh: 0,
  status: 'Available',
  operative: true,
  inoperativeWhenFree: false,
  ...over,
});
const bank = (...connectors: Connector[]): ConnectorBank => ({ operative: true, connectors });
const request = (connectorId: number, reservationId = 11, idTag = 'DRIVER') => ({
  connectorId,
  idTag,
  reservationId,
  expiryDate: LATER.toISOString(),
});

describe('reserveNow', () => {
  it('reserves an Available connector for the idTag until the expiry', () => {
    const b = bank(connector(1), connector(2));
    expect(reserveNow(b, request(2), NOW)).toEqual({ status: 'Accepted', changed: [2] });
    expect(b.connectors[1]).toMatchObject({
      status: 'Reserved',
      reservation: { reservationId: 11, idTag: 'DRIVER', expiryDate: LATER },
    });
    expect(b.connectors[0].status).toBe('Available');
  });

  it('answers Occupied, Faulted or Unavailable as the connector stands', () => {
    const charging = connector(1, {
      status: 'Charging',
      transaction: {
        ref: 1,
        idTag: 'T',
        meterStartWh: 0,
        session: { startedAt: NOW, chargerKw: 22, car: DEFAULT_CAR, timeScale: 1 },
      },
    });
    const b = bank(
      charging,
      connector(2, { status: 'Faulted', fault: 'GroundFailure' }),
      connector(3, { operative: false, status: 'Unavailable' }),
      connector(4, { status: 'Preparing' }),
    );
    expect(reserveNow(b, request(1), NOW).status).toBe('Occupied');
    expect(reserveNow(b, request(2), NOW).status).toBe('Faulted');
    expect(reserveNow(b, request(3), NOW).status).toBe('Unavailable');
    expect(reserveNow(b, request(4), NOW).status).toBe('Occupied');
    expect(b.connectors.every((c) => c.reservation === undefined)).toBe(true);
  });

  it('a connector held by another reservation is Occupied; the same reservationId replaces it', () => {
    const b = bank(connector(1), connector(2));
    reserveNow(b, request(1, 11, 'A'), NOW);
    expect(reserveNow(b, request(1, 12, 'B'), NOW)).toEqual({ status: 'Occupied', changed: [] });
    // Replaced on another connector: the first one is free again.
    expect(reserveNow(b, request(2, 11, 'A'), NOW)).toEqual({ status: 'Accepted', changed: [1, 2] });
    expect(b.connectors.map((c) => c.status)).toEqual(['Available', 'Reserved']);
    // Replaced in place: no status changes.
    expect(reserveNow(b, request(2, 11, 'A2'), NOW)).toEqual({ status: 'Accepted', changed: [] });
    expect(b.connectors[1].reservation?.idTag).toBe('A2');
  });

  it('rejects connector 0 (ReserveConnectorZeroSupported is false), an unknown connector and a past expiry', () => {
    const b = bank(connector(1));
    expect(reserveNow(b, request(0), NOW).status).toBe('Rejected');
    expect(reserveNow(b, request(9), NOW).status).toBe('Rejected');
    expect(reserveNow(b, request(1), LATER).status).toBe('Rejected');
    expect(b.connectors[0].status).toBe('Available');
  });

  it('an inoperative charge point cannot reserve', () => {
    expect(reserveNow({ ...bank(connector(1)), operative: false }, request(1), NOW).status).toBe(
      'Unavailable',
    );
  });
});

describe('cancelReservation and expireReservation', () => {
  it('cancels a reservation held here, and rejects one it does not hold', () => {
    const b = bank(connector(1));
    reserveNow(b, request(1), NOW);
    expect(cancelReservation(b, 99)).toEqual({ status: 'Rejected', changed: [] });
    expect(cancelReservation(b, 11)).toEqual({ status: 'Accepted', changed: [1] });
    expect(b.connectors[0]).toMatchObject({ status: 'Available', reservation: undefined });
    expect(cancelReservation(b, 11).status).toBe('Rejected');
  });

  it('frees the connector only once the expiry has come', () => {
    const b = bank(connector(1));
    reserveNow(b, request(1), NOW);
    expect(expireReservation(b, 11, new Date(LATER.getTime() - 1))).toEqual([]);
    expect(b.connectors[0].status).toBe('Reserved');
    expect(expireReservation(b, 11, LATER)).toEqual([1]);
    expect(b.connectors[0]).toMatchObject({ status: 'Available', reservation: undefined });
  });
});

describe('takeReservation', () => {
  it('ends the reservation of the idTag that starts, and names it; another idTag takes nothing', () => {
    const b = bank(connector(1));
    reserveNow(b, request(1, 21, 'MINE'), NOW);
    expect(takeReservation(b.connectors[0], 'OTHER')).toBeUndefined();
    expect(b.connectors[0].reservation).toBeDefined();
    expect(takeReservation(b.connectors[0], 'MINE')).toBe(21);
    expect(b.connectors[0].reservation).toBeUndefined();
  });
});

describe('setFault', () => {
  it('makes a connector Faulted (ending its reservation), and Available again once cleared', () => {
    const b = bank(connector(1));
    reserveNow(b, request(1), NOW);
    expect(setFault(b, 1, 'GroundFailure')).toBe(true);
    expect(b.connectors[0]).toMatchObject({
      status: 'Faulted',
      fault: 'GroundFailure',
      reservation: undefined,
    });
    expect(setFault(b, 1, 'GroundFailure')).toBe(false);
    expect(setFault(b, 1, null)).toBe(true);
    expect(b.connectors[0]).toMatchObject({ status: 'Available', fault: undefined });
    expect(setFault(b, 7, 'OtherError')).toBe(false);
  });
});

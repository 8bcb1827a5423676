import {
  changeAvailability,
  connectorForStart,
  idleStatus,
  type Connector,
  type ConnectorBank,
} from './connectors';
import { DEFAULT_CAR } from './car-charging';

const connector = (connectorId: number, over: Partial<Connector> = {}): Connector => ({
  connectorId,
  powerKw: 22,
  registerWh: 0,
  status: 'Available',
  operative: true,
  inoperativeWhenFree: false,
  ...over,
});
const charging = (connectorId: number) =>
  connector(connectorId, {
    status: 'Charging',
    transaction: {
      ref: 1,
      idTag: 'T',
      meterStartWh: 0,
      session: { startedAt: new Date(), chargerKw: 22, car: DEFAULT_CAR, timeScale: 1 },
    },
  });
const bank = (...connectors: Connector[]): ConnectorBank => ({ operative: true, connectors });

describe('connectorForStart', () => {
  it('takes the connector asked for only when it is free, else the first free one', () => {
    const b = bank(charging(1), connector(2), connector(3));
    expect(connectorForStart(b, 1)).toBeUndefined();
    expect(connectorForStart(b, 3)?.connectorId).toBe(3);
    expect(connectorForStart(b)?.connectorId).toBe(2);
    expect(connectorForStart(b, 9)).toBeUndefined();
  });

  it('finds none when the charge point is inoperative', () => {
    expect(connectorForStart({ ...bank(connector(1)), operative: false })).toBeUndefined();
  });

  it('lets only the reserving idTag start on a reserved connector, and prefers it for that idTag', () => {
    const expiryDate = new Date(Date.now() + 60_000);
    const reserved = connector(2, {
      status: 'Reserved',
      reservation: { reservationId: 5, idTag: 'MINE', expiryDate },
    });
    const b = bank(connector(1), reserved);
    expect(connectorForStart(b, 2, 'OTHER')).toBeUndefined();
    expect(connectorForStart(b, 2)).toBeUndefined();
    expect(connectorForStart(b, 2, 'MINE')?.connectorId).toBe(2);
    expect(connectorForStart(b, undefined, 'MINE')?.connectorId).toBe(2);
    expect(connectorForStart(b, undefined, 'OTHER')?.connectorId).toBe(1);
  });
});

describe('idleStatus', () => {
  it('is Faulted while a fault is reported, Unavailable when inoperative, Reserved while held', () => {
    const expiryDate = new Date(Date.now() + 60_000);
    const held = { reservationId: 1, idTag: 'T', expiryDate };
    expect(idleStatus(bank(), connector(1, { fault: 'GroundFailure', reservation: held }))).toBe('Faulted');
    expect(idleStatus(bank(), connector(1, { operative: false, reservation: held }))).toBe('Unavailable');
    expect(idleStatus(bank(), connector(1, { reservation: held }))).toBe('Reserved');
    expect(idleStatus(bank(), connector(1))).toBe('Available');
  });
});

describe('changeAvailability', () => {
  it('makes a free connector Unavailable at once, and Available again', () => {
    const b = bank(connector(1), connector(2));
    expect(changeAvailability(b, 2, 'Inoperative')).toEqual({ status: 'Accepted', changed: [2] });
    expect(b.connectors[1].status).toBe('Unavailable');
    expect(changeAvailability(b, 2, 'Inoperative')).toEqual({ status: 'Accepted', changed: [] });
    expect(changeAvailability(b, 2, 'Operative')).toEqual({ status: 'Accepted', changed: [2] });
    expect(b.connectors[1].status).toBe('Available');
  });

  it('schedules the change of a connector running a transaction', () => {
    const b = bank(charging(1), connector(2));
    expect(changeAvailability(b, 0, 'Inoperative')).toEqual({ status: 'Scheduled', changed: [0, 2] });
    expect(b.connectors[0]).toMatchObject({ status: 'Charging', inoperativeWhenFree: true });
    expect(idleStatus(b, b.connectors[1])).toBe('Unavailable');
  });

  it('ends the reservation of a connector set Unavailable', () => {
    const expiryDate = new Date(Date.now() + 60_000);
    const b = bank(
      connector(1, { status: 'Reserved', reservation: { reservationId: 3, idTag: 'T', expiryDate } }),
    );
    expect(changeAvailability(b, 1, 'Inoperative')).toEqual({ status: 'Accepted', changed: [1] });
    expect(b.connectors[0]).toMatchObject({ status: 'Unavailable', reservation: undefined });
    expect(changeAvailability(b, 1, 'Operative')).toEqual({ status: 'Accepted', changed: [1] });
    expect(b.connectors[0].status).toBe('Available');
  });

  it('rejects a connector the charge point does not have', () => {
    expect(changeAvailability(bank(connector(1)), 4, 'Inoperative')).toEqual({
      status: 'Rejected',
      changed: [],
    });
  });
});

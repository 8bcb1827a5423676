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

  it('rejects a connector the charge point does not have', () => {
    expect(changeAvailability(bank(connector(1)), 4, 'Inoperative')).toEqual({
      status: 'Rejected',
      changed: [],
    });
  });
});

import { aChargePoint, aStation } from '../../testing/charge-points';
import {
  assignedChargers,
  connectionState,
  connectorLine,
  countLine,
  deviceDetails,
  deviceName,
  heartbeatTime,
  stationName,
  stationsById,
} from './charge-point-text';

const station = aStation({
  id: 12,
  name: 'Koramangala Hub',
  chargers: [{ type: 'CCS2', power: 50, pricePerKwh: '18.50' }],
});

describe('charge point texts', () => {
  it('online, offline (connected once) and never connected', () => {
    expect(connectionState({ online: true, connectedAt: '2026-11-24T04:00:00.000Z' })).toBe('Online');
    expect(connectionState({ online: false, connectedAt: '2026-11-24T04:00:00.000Z' })).toBe('Offline');
    expect(connectionState({ online: false, connectedAt: null })).toBe('Never connected');
  });

  it('names the station, or "Station {id}" when the catalogue does not list it', () => {
    const byId = stationsById([station]);
    expect(stationName(byId, 12)).toBe('Koramangala Hub');
    expect(stationName(byId, 99)).toBe('Station 99');
    expect(stationName(stationsById(undefined), 12)).toBe('Station 12');
  });

  it('writes a connector with its charger and last status', () => {
    const c = { connectorId: 1, chargerIndex: 0, statusAt: null };
    expect(connectorLine(station, { ...c, status: 'Available', errorCode: 'NoError' })).toBe(
      'Connector 1 · CCS2 50 kW: Available',
    );
    expect(connectorLine(station, { ...c, status: null, errorCode: null })).toBe(
      'Connector 1 · CCS2 50 kW: No status yet',
    );
    expect(connectorLine(station, { ...c, status: 'Faulted', errorCode: 'OverCurrentFailure' })).toBe(
      'Connector 1 · CCS2 50 kW: Faulted (OverCurrentFailure)',
    );
    expect(connectorLine(undefined, { ...c, chargerIndex: 2, status: 'Charging', errorCode: null })).toBe(
      'Connector 1 · Charger 3: Charging',
    );
  });

  it('says what a charger reported at boot, or that it has not booted', () => {
    expect(deviceName({ vendor: 'ABB', model: 'Terra 54' })).toBe('ABB Terra 54');
    expect(deviceName({ vendor: null, model: null })).toBe('Unknown until it boots');
    expect(deviceDetails({ firmwareVersion: '1.4.2', serialNumber: null })).toBe('Firmware 1.4.2');
    expect(deviceDetails({ firmwareVersion: null, serialNumber: 'SN-9' })).toBe(
      'Firmware unknown · S/N SN-9',
    );
  });

  it('heartbeat in IST dashboard time, "—" before the first', () => {
    const now = new Date('2026-11-24T06:00:00.000Z');
    expect(heartbeatTime('2026-11-24T05:12:00.000Z', now)).toBe('Today, 10:42');
    expect(heartbeatTime(null, now)).toBe('—');
  });

  it('counts charge points and those online', () => {
    expect(countLine([{ online: true }, { online: false }])).toBe('2 charge points, 1 online');
    expect(countLine([{ online: false }])).toBe('1 charge point, 0 online');
  });

  it('knows which charge point holds each station charger', () => {
    const taken = assignedChargers([
      aChargePoint({
        id: 'CS12-1',
        stationId: 12,
        connectors: [{ connectorId: 2, chargerIndex: 0, status: null, errorCode: null, statusAt: null }],
      }),
    ]);
    expect([...taken]).toEqual([['12:0', 'connector 2 of CS12-1']]);
  });
});

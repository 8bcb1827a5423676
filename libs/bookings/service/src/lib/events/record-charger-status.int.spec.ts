import { authService } from '@chargesetu/auth/service';
import type { EventEnvelope } from '@chargesetu/shared/messaging';
import { eventually, useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { bookingsClient, events, stationPicker, startBookingsPlatform } from '../../testing';
import { bookingsService } from '../bookings.module';
import { recordChargerStatusOnConnectorStatusChanged as consumer } from './record-charger-status-on-connector-status-changed.handler';

jest.setTimeout(120_000);

const modules = [authService, stationsService, bookingsService];
const platformOf = useTestPlatform((backends) => startBookingsPlatform(modules, backends));
const client = bookingsClient(platformOf);
const picker = stationPicker(client);
const freshStation = picker.fresh;

beforeAll(picker.load);

const deliver = (event: EventEnvelope) => platformOf().deliver('bookings', consumer.name, event);
const base = Date.parse('2026-11-23T04:30:00.000Z');
const at = (seconds: number) => new Date(base + seconds * 1000);

const live = client.chargersLive;
const statuses = async (stationId: number) => (await live(stationId)).map((c) => c.status);

const stored = async (stationId: number) =>
  platformOf().bookings.dataSource.query(
    `SELECT charger_index, charge_point_id, connector_id, status, error_code, status_at
       FROM "bookings"."charger_statuses" WHERE station_id = $1 ORDER BY charger_index`,
    [stationId],
  );

describe('charger.connector.status-changed', () => {
  it("stores a connector's status for its station charger, with the charge point it belongs to", async () => {
    const station = freshStation(2);
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: 1, status: 'Charging', at: at(1) }),
    );
    const rows = await stored(station.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      charger_index: 1,
      charge_point_id: `CS${station.id}`,
      connector_id: 2,
      status: 'Charging',
      error_code: 'NoError',
    });
    expect(new Date(rows[0].status_at).toISOString()).toBe(at(1).toISOString());
    const [first, second] = await live(station.id);
    expect(first).toMatchObject({ chargerIndex: 0, status: null, since: null, source: 'bookings' });
    expect(second).toMatchObject({
      chargerIndex: 1,
      status: 'Charging',
      since: at(1).toISOString(),
      source: 'chargers',
      free: false,
    });
  });

  it('keeps the newest report: an older one arriving later is ignored, a newer one replaces it', async () => {
    const station = freshStation(1);
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: 0, status: 'Available', at: at(20) }),
    );
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: 0, status: 'Charging', at: at(10) }),
    );
    expect((await live(station.id))[0]).toMatchObject({ status: 'Available', since: at(20).toISOString() });
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: 0, status: 'Preparing', at: at(30) }),
    );
    expect((await live(station.id))[0]).toMatchObject({ status: 'Preparing', since: at(30).toISOString() });
  });

  it("connector 0's Offline makes every charger of that charge point Offline, until each reports again", async () => {
    const station = freshStation(3);
    const other = `CS${station.id}-2`;
    // Chargers 0 and 1 are connectors 1 and 2 of one charge point; charger 2 is another charge point's.
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: 0, status: 'Available', at: at(1) }),
    );
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: 1, status: 'Charging', at: at(1) }),
    );
    await deliver(
      events.chargerStatus({
        stationId: station.id,
        chargerIndex: 2,
        connectorId: 1,
        chargePointId: other,
        status: 'Available',
        at: at(1),
      }),
    );
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: null, status: 'Offline', at: at(5) }),
    );
    expect((await statuses(station.id)).slice(0, 3)).toEqual(['Offline', 'Offline', 'Available']);
    expect((await live(station.id))[0]).toMatchObject({ since: at(5).toISOString(), free: false });
    // The other charge point's connector 0 is no business of these chargers.
    await deliver(
      events.chargerStatus({
        stationId: station.id,
        chargerIndex: null,
        chargePointId: other,
        status: 'Faulted',
        at: at(6),
      }),
    );
    expect((await statuses(station.id)).slice(0, 3)).toEqual(['Offline', 'Offline', 'Faulted']);
    // Back online: connector 0 says Available, which hides nothing; each connector's newer report counts.
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: null, status: 'Available', at: at(8) }),
    );
    expect((await statuses(station.id)).slice(0, 2)).toEqual(['Available', 'Charging']);
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: null, status: 'Unavailable', at: at(9) }),
    );
    expect((await statuses(station.id)).slice(0, 2)).toEqual(['Unavailable', 'Unavailable']);
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: 1, status: 'Finishing', at: at(12) }),
    );
    expect((await statuses(station.id)).slice(0, 2)).toEqual(['Unavailable', 'Finishing']);
    // A late connector-0 report older than the one kept changes nothing.
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: null, status: 'Offline', at: at(7) }),
    );
    expect((await statuses(station.id)).slice(0, 2)).toEqual(['Unavailable', 'Finishing']);
  });

  it("a charge point's Offline also covers a charger whose first report arrives later but is older", async () => {
    const station = freshStation(1);
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: null, status: 'Offline', at: at(50) }),
    );
    expect(await statuses(station.id)).toEqual([null]); // connector 0 names no charger by itself
    await deliver(
      events.chargerStatus({ stationId: station.id, chargerIndex: 0, status: 'Available', at: at(40) }),
    );
    expect((await live(station.id))[0]).toMatchObject({ status: 'Offline', since: at(50).toISOString() });
  });

  it('ignores a connector mapped to no station charger, and refuses a malformed event without storing it', async () => {
    const station = freshStation(1);
    await deliver(
      events.chargerStatus({
        stationId: station.id,
        chargerIndex: null,
        connectorId: 4,
        status: 'Faulted',
        at: at(1),
      }),
    );
    const bad = events.chargerStatus({
      stationId: station.id,
      chargerIndex: 0,
      status: 'Available',
      at: at(2),
    });
    await expect(deliver({ ...bad, data: { ...bad.data, status: 'Broken' } })).rejects.toThrow(
      'malformed charger.connector.status-changed',
    );
    expect(await stored(station.id)).toEqual([]);
    expect(await statuses(station.id)).toEqual([null]);
  });

  it('applies a redelivered report once, and takes reports from the bus (its queue is declared)', async () => {
    const station = freshStation(1);
    const report = events.chargerStatus({
      stationId: station.id,
      chargerIndex: 0,
      status: 'Charging',
      at: at(3),
    });
    await platformOf().bus.publish(report);
    await eventually(async () => expect(await statuses(station.id)).toEqual(['Charging']));
    await deliver(report);
    const [inbox] = await platformOf().bookings.dataSource.query(
      `SELECT count(*)::int AS n FROM "bookings"."inbox" WHERE event_id = $1`,
      [report.id],
    );
    expect(inbox.n).toBe(1);
  });
});

import type { ChargePoint, ChargePointConnector, ConnectorStatus } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';
import { isOnline } from '../rules/online';

const CP = `"ocpp"."charge_points"`;
const CONNECTORS = `"ocpp"."connectors"`;

/** A charge point as stored, with what the socket layer needs beside the registry's view. */
export interface StoredChargePoint extends ChargePoint {
  passwordHash: string;
  simulated: boolean;
  connectionId: string | null;
  connectionInstance: string | null;
}

interface ChargePointRow {
  id: string;
  station_id: number;
  password_hash: string;
  simulated: boolean;
  heartbeat_interval_s: number;
  vendor: string | null;
  model: string | null;
  firmware_version: string | null;
  serial_number: string | null;
  status: ConnectorStatus | null;
  connection_id: string | null;
  connection_instance: string | null;
  connected_at: Date | null;
  last_seen_at: Date | null;
  last_heartbeat_at: Date | null;
  created_at: Date;
  connectors: Array<{
    connector_id: number;
    charger_index: number;
    status: ConnectorStatus | null;
    error_code: string | null;
    status_at: string | null;
  }> | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toConnector(c: NonNullable<ChargePointRow['connectors']>[number]): ChargePointConnector {
  return {
    connectorId: c.connector_id,
    chargerIndex: c.charger_index,
    status: c.status,
    errorCode: c.error_code,
    statusAt: iso(c.status_at),
  };
}

function toChargePoint(r: ChargePointRow, now: Date): StoredChargePoint {
  return {
    id: r.id,
    stationId: r.station_id,
    connectors: (r.connectors ?? []).map(toConnector).sort((a, b) => a.connectorId - b.connectorId),
    online: isOnline(
      {
        connected: r.connection_id !== null,
        lastSeenAt: r.last_seen_at,
        heartbeatIntervalS: r.heartbeat_interval_s,
      },
      now,
    ),
    connectedAt: iso(r.connected_at),
    lastSeenAt: iso(r.last_seen_at),
    lastHeartbeatAt: iso(r.last_heartbeat_at),
    heartbeatIntervalSeconds: r.heartbeat_interval_s,
    vendor: r.vendor,
    model: r.model,
    firmwareVersion: r.firmware_version,
    serialNumber: r.serial_number,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    passwordHash: r.password_hash,
    simulated: r.simulated,
    connectionId: r.connection_id,
    connectionInstance: r.connection_instance,
  };
}

const SELECT = `
  SELECT cp.*, (
    SELECT json_agg(json_build_object(
      'connector_id', c.connector_id, 'charger_index', c.charger_index, 'status', c.status,
      'error_code', c.error_code, 'status_at', c.status_at))
    FROM ${CONNECTORS} c WHERE c.charge_point_id = cp.id
  ) AS connectors
  FROM ${CP} cp`;

export interface NewChargePoint {
  id: string;
  stationId: number;
  passwordHash: string;
  simulated: boolean;
  heartbeatIntervalS: number;
  connectors: Array<{ connectorId: number; chargerIndex: number }>;
}

export interface BootInfo {
  vendor: string;
  model: string;
  firmwareVersion: string | null;
  serialNumber: string | null;
  heartbeatIntervalS: number;
}

/** The charge point registry: identities, password hashes, the station chargers they are, connection state. */
export function chargePointsRepository(ds: DataSource, now: () => Date) {
  const rows = async <T>(sql: string, params: unknown[], m?: EntityManager): Promise<T[]> =>
    rowsOf<T>(await (m ?? ds.manager).query(sql, params));

  return {
    async find(id: string, m?: EntityManager): Promise<StoredChargePoint | null> {
      const [row] = await rows<ChargePointRow>(`${SELECT} WHERE cp.id = $1`, [id], m);
      return row ? toChargePoint(row, now()) : null;
    },

    async list(m?: EntityManager): Promise<StoredChargePoint[]> {
      const found = await rows<ChargePointRow>(`${SELECT} ORDER BY cp.station_id, cp.id`, [], m);
      return found.map((r) => toChargePoint(r, now()));
    },

    /** The identities already used at a station (to make the next "CS{station}-{n}"). */
    async idsAtStation(stationId: number, m?: EntityManager): Promise<string[]> {
      const found = await rows<{ id: string }>(`SELECT id FROM ${CP} WHERE station_id = $1`, [stationId], m);
      return found.map((r) => r.id);
    },

    /**
     * Registers a charge point and its connectors. Returns false when the identity is taken or a charger of
     * the station already has a connector (the unique constraints decide, so two admins racing cannot both
     * win).
     */
    async insert(cp: NewChargePoint, m: EntityManager): Promise<boolean> {
      const [inserted] = await rows<{ id: string }>(
        `INSERT INTO ${CP} (id, station_id, password_hash, simulated, heartbeat_interval_s)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [cp.id, cp.stationId, cp.passwordHash, cp.simulated, cp.heartbeatIntervalS],
        m,
      );
      if (!inserted) return false;
      for (const c of cp.connectors) {
        const [added] = await rows<{ connector_id: number }>(
          `INSERT INTO ${CONNECTORS} (charge_point_id, connector_id, station_id, charger_index)
           VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING connector_id`,
          [cp.id, c.connectorId, cp.stationId, c.chargerIndex],
          m,
        );
        if (!added) return false;
      }
      return true;
    },

    async setPasswordHash(id: string, passwordHash: string, m?: EntityManager): Promise<boolean> {
      const updated = rowsOf<{ id: string }>(
        await (m ?? ds.manager).query(`UPDATE ${CP} SET password_hash = $2 WHERE id = $1 RETURNING id`, [
          id,
          passwordHash,
        ]),
      );
      return updated.length > 0;
    },

    /**
     * Replaces a verified password's hash of an earlier form with the current form's, unless the hash
     * changed meanwhile (a new password an administrator set wins): true when replaced.
     */
    async upgradePasswordHash(id: string, from: string, to: string, m?: EntityManager): Promise<boolean> {
      const updated = await rows<{ id: string }>(
        `UPDATE ${CP} SET password_hash = $3 WHERE id = $1 AND password_hash = $2 RETURNING id`,
        [id, from, to],
        m,
      );
      return updated.length > 0;
    },

    /** This connection now holds the charge point (a newer connection replaces an older one). */
    async connected(
      id: string,
      connectionId: string,
      holder: { instance: string },
      m?: EntityManager,
    ): Promise<void> {
      await rows(
        `UPDATE ${CP} SET connection_id = $2, connection_instance = $3, connected_at = $4,
           last_seen_at = $4, disconnected_at = NULL
         WHERE id = $1`,
        [id, connectionId, holder.instance, now()],
        m,
      );
    },

    /**
     * The connection closed. Only when it is still the charge point's current one (a charger that
     * reconnected elsewhere is not marked gone by its old socket closing late): true when it was.
     */
    async disconnected(id: string, connectionId: string, m?: EntityManager): Promise<boolean> {
      const updated = rowsOf<{ id: string }>(
        await (m ?? ds.manager).query(
          `UPDATE ${CP} SET connection_id = NULL, connection_instance = NULL, disconnected_at = $3
           WHERE id = $1 AND connection_id = $2 RETURNING id`,
          [id, connectionId, now()],
        ),
      );
      return updated.length > 0;
    },

    /**
     * Messages arrived from these charge points (a heartbeat also sets the heartbeat time), in one statement
     * (socket/last-seen.ts): a time only ever moves forward, so a late write never undoes a newer one.
     */
    async seenMany(
      entries: Array<{ id: string; seenAt: Date; heartbeatAt: Date | null }>,
      m?: EntityManager,
    ): Promise<void> {
      if (entries.length === 0) return;
      await rows(
        `UPDATE ${CP} cp SET last_seen_at = GREATEST(cp.last_seen_at, s.seen_at),
           last_heartbeat_at = GREATEST(cp.last_heartbeat_at, s.heartbeat_at)
         FROM unnest($1::varchar[], $2::timestamptz[], $3::timestamptz[]) AS s(id, seen_at, heartbeat_at)
         WHERE cp.id = s.id`,
        [entries.map((e) => e.id), entries.map((e) => e.seenAt), entries.map((e) => e.heartbeatAt)],
        m,
      );
    },

    async booted(id: string, info: BootInfo, m?: EntityManager): Promise<void> {
      await rows(
        `UPDATE ${CP} SET vendor = $2, model = $3, firmware_version = $4, serial_number = $5,
           heartbeat_interval_s = $6, booted_at = $7, last_seen_at = $7
         WHERE id = $1`,
        [
          id,
          info.vendor,
          info.model,
          info.firmwareVersion,
          info.serialNumber,
          info.heartbeatIntervalS,
          now(),
        ],
        m,
      );
    },

    /** The charge points this process holds that have been silent past twice their interval. */
    async silentHeldBy(
      instance: string,
      m?: EntityManager,
    ): Promise<Array<{ id: string; connectionId: string }>> {
      const found = await rows<{ id: string; connection_id: string }>(
        `SELECT id, connection_id FROM ${CP}
         WHERE connection_instance = $1 AND connection_id IS NOT NULL
           AND last_seen_at < $2::timestamptz - make_interval(secs => 2 * heartbeat_interval_s)`,
        [instance, now()],
        m,
      );
      return found.map((r) => ({ id: r.id, connectionId: r.connection_id }));
    },

    /**
     * Charge points still marked connected, by any instance, but silent for three heartbeat intervals: their
     * instance is gone (a live one closes them at two).
     */
    async silentOrphans(m?: EntityManager): Promise<Array<{ id: string; connectionId: string }>> {
      const found = await rows<{ id: string; connection_id: string }>(
        `SELECT id, connection_id FROM ${CP}
         WHERE connection_id IS NOT NULL
           AND last_seen_at < $1::timestamptz - make_interval(secs => 3 * heartbeat_interval_s)`,
        [now()],
        m,
      );
      return found.map((r) => ({ id: r.id, connectionId: r.connection_id }));
    },
  };
}
export type ChargePointsRepository = ReturnType<typeof chargePointsRepository>;

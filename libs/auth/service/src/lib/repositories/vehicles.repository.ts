import { rowsOf } from '@chargesetu/shared/db';
import type { Vehicle } from '@chargesetu/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';

/** A row of auth.vehicles as PostgreSQL answers it. */
interface VehicleRow {
  id: number;
  user_id: number;
  make: string;
  model: string;
  year: string | null;
  registration_number: string;
  /** jsonb: connector names as the user picked them, e.g. ["CCS2", "Type 2 (Mennekes)"]. */
  connector_types: string[] | string;
  color: string | null;
  /** kWh as text, e.g. "40.5". */
  battery_capacity: string | null;
  created_at: Date | string;
}

const COLUMNS = `"id", "user_id", "make", "model", "year", "registration_number", "connector_types",
  "color", "battery_capacity", "created_at"`;

function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    make: row.make,
    model: row.model,
    year: row.year,
    registrationNumber: row.registration_number,
    connectorTypes:
      typeof row.connector_types === 'string' ? JSON.parse(row.connector_types) : row.connector_types,
    color: row.color,
    batteryCapacity: row.battery_capacity,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The fields to write; undefined means "leave as it is", null clears an optional one. */
export interface VehicleChanges {
  make?: string;
  model?: string;
  registrationNumber?: string;
  connectorTypes?: string[];
  year?: string | null;
  color?: string | null;
  batteryCapacity?: string | null;
}

/** A vehicle to add: the four required fields; optional ones not given are stored as null. */
export type NewVehicle = Required<
  Pick<VehicleChanges, 'make' | 'model' | 'registrationNumber' | 'connectorTypes'>
> &
  Pick<VehicleChanges, 'year' | 'color' | 'batteryCapacity'>;

// Field -> column, and how its value is sent (connector names as a JSON array).
const CHANGE_COLUMNS: Record<keyof VehicleChanges, string> = {
  make: '"make"',
  model: '"model"',
  registrationNumber: '"registration_number"',
  connectorTypes: '"connector_types"',
  year: '"year"',
  color: '"color"',
  batteryCapacity: '"battery_capacity"',
};
const paramOf = (field: keyof VehicleChanges, n: number) =>
  field === 'connectorTypes' ? `$${n}::jsonb` : `$${n}`;
const valueOf = (field: keyof VehicleChanges, changes: VehicleChanges) =>
  field === 'connectorTypes' ? JSON.stringify(changes.connectorTypes) : changes[field];

/** Vehicles. Every user-facing read and write is scoped by owner: another user's vehicle is "not found". */
export function vehiclesRepository(ds: DataSource) {
  const run = (m?: EntityManager) => m ?? ds.manager;
  const first = (result: unknown): Vehicle | null => {
    const [row] = rowsOf<VehicleRow>(result);
    return row ? toVehicle(row) : null;
  };
  async function findForUser(id: number, userId: number, m?: EntityManager): Promise<Vehicle | null> {
    return first(
      await run(m).query(`SELECT ${COLUMNS} FROM "auth"."vehicles" WHERE "id" = $1 AND "user_id" = $2`, [
        id,
        userId,
      ]),
    );
  }
  return {
    /** Oldest first. */
    async listForUser(userId: number, m?: EntityManager): Promise<Vehicle[]> {
      const rows = rowsOf<VehicleRow>(
        await run(m).query(`SELECT ${COLUMNS} FROM "auth"."vehicles" WHERE "user_id" = $1 ORDER BY "id"`, [
          userId,
        ]),
      );
      return rows.map(toVehicle);
    },
    findForUser,
    /** Any owner's vehicle: for internal calls from other services only. */
    async findById(id: number, m?: EntityManager): Promise<Vehicle | null> {
      return first(await run(m).query(`SELECT ${COLUMNS} FROM "auth"."vehicles" WHERE "id" = $1`, [id]));
    },
    async create(userId: number, v: NewVehicle, m?: EntityManager): Promise<Vehicle> {
      const created = first(
        await run(m).query(
          `INSERT INTO "auth"."vehicles"
             ("user_id", "make", "model", "year", "registration_number", "connector_types", "color", "battery_capacity")
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8) RETURNING ${COLUMNS}`,
          [
            userId,
            v.make,
            v.model,
            v.year ?? null,
            v.registrationNumber,
            JSON.stringify(v.connectorTypes),
            v.color ?? null,
            v.batteryCapacity ?? null,
          ],
        ),
      );
      if (!created) throw new Error('the new vehicle was not returned by its INSERT');
      return created;
    },
    /** Writes the fields that are not undefined; null if the user has no such vehicle. */
    async updateForUser(
      id: number,
      userId: number,
      changes: VehicleChanges,
      m?: EntityManager,
    ): Promise<Vehicle | null> {
      const fields = (Object.keys(CHANGE_COLUMNS) as Array<keyof VehicleChanges>).filter(
        (f) => changes[f] !== undefined,
      );
      if (fields.length === 0) return findForUser(id, userId, m);
      const set = fields.map((f, i) => `${CHANGE_COLUMNS[f]} = ${paramOf(f, i + 3)}`).join(', ');
      return first(
        await run(m).query(
          `UPDATE "auth"."vehicles" SET ${set} WHERE "id" = $1 AND "user_id" = $2 RETURNING ${COLUMNS}`,
          [id, userId, ...fields.map((f) => valueOf(f, changes))],
        ),
      );
    },
    async deleteForUser(id: number, userId: number, m?: EntityManager): Promise<boolean> {
      const gone = rowsOf<{ id: number }>(
        await run(m).query(
          `DELETE FROM "auth"."vehicles" WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`,
          [id, userId],
        ),
      );
      return gone.length > 0;
    },
  };
}
export type VehiclesRepository = ReturnType<typeof vehiclesRepository>;

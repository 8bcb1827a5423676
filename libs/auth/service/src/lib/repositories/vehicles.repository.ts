import type { Vehicle } from '@chargesetu/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { VehicleEntity } from '../db/entities/vehicle.entity';
import type { VehicleFields } from '../validation/vehicle-rules';

export function toVehicle(e: VehicleEntity): Vehicle {
  return {
    id: e.id,
    userId: e.userId,
    make: e.make,
    model: e.model,
    year: e.year,
    registrationNumber: e.registrationNumber,
    connectorTypes: e.connectorTypes,
    color: e.color,
    batteryCapacity: e.batteryCapacity,
    createdAt: e.createdAt.toISOString(),
  };
}

export type NewVehicle = Required<
  Pick<VehicleFields, 'make' | 'model' | 'registrationNumber' | 'connectorTypes'>
> &
  Pick<VehicleFields, 'year' | 'color' | 'batteryCapacity'>;

/** Vehicles. Every user-facing read and write is scoped by owner: another user's vehicle is "not found". */
export function vehiclesRepository(ds: DataSource) {
  const repo = (m?: EntityManager) => (m ?? ds.manager).getRepository(VehicleEntity);
  async function findForUser(id: number, userId: number, m?: EntityManager): Promise<Vehicle | null> {
    const found = await repo(m).findOneBy({ id, userId });
    return found ? toVehicle(found) : null;
  }
  return {
    async listForUser(userId: number, m?: EntityManager): Promise<Vehicle[]> {
      const rows = await repo(m).find({ where: { userId }, order: { id: 'ASC' } });
      return rows.map(toVehicle);
    },
    findForUser,
    /** Any owner's vehicle: for internal calls from other services only. */
    async findById(id: number, m?: EntityManager): Promise<Vehicle | null> {
      const found = await repo(m).findOneBy({ id });
      return found ? toVehicle(found) : null;
    },
    async create(userId: number, v: NewVehicle, m?: EntityManager): Promise<Vehicle> {
      const saved = await repo(m).save(
        repo(m).create({
          ...v,
          userId,
          year: v.year ?? null,
          color: v.color ?? null,
          batteryCapacity: v.batteryCapacity ?? null,
        }),
      );
      return toVehicle(saved);
    },
    /** Writes the fields that are not undefined; null if the user has no such vehicle. */
    async updateForUser(id: number, userId: number, changes: VehicleFields, m?: EntityManager) {
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      if (Object.keys(defined).length > 0) await repo(m).update({ id, userId }, defined);
      return findForUser(id, userId, m);
    },
    async deleteForUser(id: number, userId: number, m?: EntityManager): Promise<boolean> {
      const result = await repo(m).delete({ id, userId });
      return (result.affected ?? 0) > 0;
    },
    countForUser: (userId: number, m?: EntityManager) => repo(m).countBy({ userId }),
  };
}
export type VehiclesRepository = ReturnType<typeof vehiclesRepository>;

import type { Station, StationsQuery } from '@chargesetu/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { StationEntity } from '../db/entities/station.entity';

export function toStation(e: StationEntity): Station {
  return {
    id: e.id,
    name: e.name,
    operator: e.operator,
    latitude: Number(e.latitude),
    longitude: Number(e.longitude),
    address: e.address as Station['address'],
    chargers: e.chargers,
    amenities: e.amenities,
    operatingHours: e.operatingHours as Station['operatingHours'],
    photos: e.photos,
    ratings: Number(e.ratings),
    reviewCount: e.reviewCount,
    hasLiveStatus: e.hasLiveStatus,
    apiEndpoint: e.apiEndpoint,
    createdAt: e.createdAt.toISOString(),
  };
}

/** Reads of the station catalogue; filters run in SQL on the JSON columns. */
export function stationsRepository(ds: DataSource) {
  const repo = (m?: EntityManager) => (m ?? ds.manager).getRepository(StationEntity);
  return {
    async list(filter: StationsQuery = {}, m?: EntityManager): Promise<Station[]> {
      const q = repo(m).createQueryBuilder('s').orderBy('s.id', 'ASC');
      if (filter.state) q.andWhere(`lower(s.address->>'state') = lower(:state)`, { state: filter.state });
      if (filter.city) q.andWhere(`lower(s.address->>'city') = lower(:city)`, { city: filter.city });
      if (filter.connector) {
        q.andWhere(`s.chargers @> CAST(:connector AS jsonb)`, {
          connector: JSON.stringify([{ type: filter.connector }]),
        });
      }
      if (filter.minPower !== undefined) {
        q.andWhere(
          `EXISTS (SELECT 1 FROM jsonb_array_elements(s.chargers) c WHERE (c->>'power')::numeric >= :minPower)`,
          { minPower: filter.minPower },
        );
      }
      return (await q.getMany()).map(toStation);
    },
    async findById(id: number, m?: EntityManager): Promise<Station | null> {
      const found = await repo(m).findOneBy({ id });
      return found ? toStation(found) : null;
    },
  };
}
export type StationsRepository = ReturnType<typeof stationsRepository>;

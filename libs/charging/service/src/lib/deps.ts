import type { ServiceContext } from '@chargesetu/shared/runtime';
import { serviceReads, type ServiceReads } from './clients/service-reads';
import { loadChargingConfig, type ChargingConfig } from './config';
import { sessionsRepository, type SessionsRepository } from './repositories/sessions.repository';

/** What the charging use cases work with; built once per service instance from its context. */
export interface ChargingDeps {
  ctx: ServiceContext;
  sessions: SessionsRepository;
  reads: ServiceReads;
  /** The service's variables, read once at start. */
  config: ChargingConfig;
  now(): Date;
}

/** Reads the configuration once: a bad charging variable stops the process at start, naming it. */
export function buildChargingDeps(ctx: ServiceContext): ChargingDeps {
  return {
    ctx,
    sessions: sessionsRepository(ctx.dataSource),
    reads: serviceReads(ctx.services),
    config: loadChargingConfig(ctx.env),
    now: () => new Date(),
  };
}

import type { ServiceContext } from '@chargesetu/shared/runtime';
import { bookingsClient, type BookingsClient } from './clients/bookings.client';
import { vehiclesClient, type VehiclesClient } from './clients/vehicles.client';
import { ocppClient, type OcppClient } from './clients/ocpp.client';
import { paymentsClient, type PaymentsClient } from './clients/payments.client';
import { loadChargingConfig, type ChargingConfig } from './config';
import { reservationsRepository, type ReservationsRepository } from './repositories/reservations.repository';
import { sessionsRepository, type SessionsRepository } from './repositories/sessions.repository';

/** What the charging routes, consumer, job and use cases work with; built once per service instance. */
export interface ChargingDeps {
  ctx: ServiceContext;
  /** The service's variables, read once at start. */
  config: ChargingConfig;
  sessions: SessionsRepository;
  /** Booked connectors held on their chargers (ReserveNow) around the slot's start. */
  reservations: ReservationsRepository;
  bookings: BookingsClient;
  vehicles: VehiclesClient;
  ocpp: OcppClient;
  /** Wallets, for the walk-ups drivers' cards start. */
  payments: PaymentsClient;
  now(): Date;
}

/** Reads the configuration once: a bad charging variable stops the process at start, naming it. */
export function buildChargingDeps(ctx: ServiceContext): ChargingDeps {
  return {
    ctx,
    config: loadChargingConfig(ctx.env),
    sessions: sessionsRepository(ctx.dataSource),
    reservations: reservationsRepository(ctx.dataSource),
    bookings: bookingsClient(ctx.services),
    vehicles: vehiclesClient(ctx.services),
    ocpp: ocppClient(ctx.services),
    payments: paymentsClient(ctx.services),
    now: () => new Date(),
  };
}

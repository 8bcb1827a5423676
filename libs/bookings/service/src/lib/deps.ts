import type { ServiceContext } from '@chargesetu/shared/runtime';
import { loadBookingsConfig, type BookingsConfig } from './config';
import { bookingsRepository, type BookingsRepository } from './repositories/bookings.repository';

/** What the bookings routes, consumers, jobs and use cases work with; built once per process. */
export interface BookingsDeps {
  ctx: ServiceContext;
  /** The service's variables, read once at start. */
  config: BookingsConfig;
  bookings: BookingsRepository;
}

/** Reads the configuration once: a bad bookings variable stops the process at start, naming it. */
export function buildBookingsDeps(ctx: ServiceContext): BookingsDeps {
  return { ctx, config: loadBookingsConfig(ctx.env), bookings: bookingsRepository(ctx.dataSource) };
}

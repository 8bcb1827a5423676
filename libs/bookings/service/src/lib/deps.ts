import type { ServiceContext } from '@chargesetu/shared/runtime';
import { bookingsRepository, type BookingsRepository } from './repositories/bookings.repository';

/** What the use cases work with: the service context (database, outbox relay, internal calls, env). */
export interface BookingsDeps {
  ctx: ServiceContext;
  bookings: BookingsRepository;
}

export function bookingsDeps(ctx: ServiceContext): BookingsDeps {
  return { ctx, bookings: bookingsRepository(ctx.dataSource) };
}

import type { FastifyPluginAsync } from 'fastify';
import type { BookingsDeps } from '../deps';
import { adminStationStatsRoutes } from './admin-station-stats.routes';
import { analyticsRoutes } from './analytics.routes';
import { availabilityRoutes } from './availability.routes';
import { chargeNowRoutes } from './charge-now.routes';
import { bookingPolicyRoutes } from './booking-policy.routes';
import { internalBookingsRoutes } from './internal-bookings.routes';
import { internalStatsRoutes } from './internal-stats.routes';
import { userBookingsRoutes } from './user-bookings.routes';

/** Every bookings route. Encapsulated: hooks and decorators registered here stay inside the service. */
export const bookingsRoutes: FastifyPluginAsync<{ deps: BookingsDeps }> = async (app, { deps }) => {
  await app.register(userBookingsRoutes, { deps });
  await app.register(bookingPolicyRoutes, { deps });
  await app.register(availabilityRoutes, { deps });
  await app.register(chargeNowRoutes, { deps });
  await app.register(internalBookingsRoutes, { deps });
  await app.register(internalStatsRoutes, { deps });
  await app.register(adminStationStatsRoutes, { deps });
  await app.register(analyticsRoutes, { deps });
};

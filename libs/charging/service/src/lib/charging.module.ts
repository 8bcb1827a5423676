import type { ServiceContext, ServiceModule } from '@chargesetu/shared/runtime';
import type { FastifyPluginAsync } from 'fastify';
import { loadChargingConfig } from './config';
import { ChargingSessionEntity } from './db/entities/charging-session.entity';
import { CreateChargingSessions1764200000000 } from './db/migrations/1764200000000-create-charging-sessions';
import { OneActiveSessionPerCharger1764400004000 } from './db/migrations/1764400004000-one-active-session-per-charger';
import { chargingDeps } from './deps';
import { stopSessionOnBookingCancelled } from './events/stop-session-on-booking-cancelled.handler';
import { completeDueSessionsJob } from './jobs/complete-due-sessions.job';
import { chargingRoutes } from './routes/charging.routes';

/** Encapsulated: hooks and decorators registered here stay inside the charging service. */
const routes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  loadChargingConfig(ctx.env); // a bad variable stops the start, naming it
  await app.register(chargingRoutes, { deps: chargingDeps(ctx) });
};

/**
 * The charging service: owns the `charging` schema (ARCHITECTURE section 1): charging sessions, whose
 * live state is computed from their stored start and parameters. Publishes charging.session.started and
 * charging.session.completed; consumes booking.cancelled; completes sessions that reach their end.
 */
export const chargingService: ServiceModule = {
  name: 'charging',
  schema: 'charging',
  entities: [ChargingSessionEntity],
  migrations: [CreateChargingSessions1764200000000, OneActiveSessionPerCharger1764400004000],
  routes,
  consumers: [stopSessionOnBookingCancelled],
  jobs: [completeDueSessionsJob],
};

import { defineService } from '@chargesetu/shared/runtime';
import { CreateChargingSessions1764200000000 } from './db/migrations/1764200000000-create-charging-sessions';
import { OneActiveSessionPerCharger1764400004000 } from './db/migrations/1764400004000-one-active-session-per-charger';
import { buildChargingDeps } from './deps';
import { stopSessionOnBookingCancelled } from './events/stop-session-on-booking-cancelled.handler';
import { completeDueSessionsJob } from './jobs/complete-due-sessions.job';
import { chargingRoutes } from './routes/charging.routes';

/**
 * The charging service: owns the `charging` schema (docs/architecture.md §1): charging sessions, whose
 * live state is computed from their stored start and parameters. Publishes charging.session.started and
 * charging.session.completed; consumes booking.cancelled; completes sessions that reach their end.
 */
export const chargingService = defineService({
  name: 'charging',
  schema: 'charging',
  migrations: [CreateChargingSessions1764200000000, OneActiveSessionPerCharger1764400004000],
  deps: buildChargingDeps,
  routes: chargingRoutes,
  consumers: [stopSessionOnBookingCancelled],
  jobs: [completeDueSessionsJob],
});

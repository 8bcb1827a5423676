import { defineService } from '@chargesetu/shared/runtime';
import { CreateChargingSessions1764200000000 } from './db/migrations/1764200000000-create-charging-sessions';
import { OneActiveSessionPerCharger1764400004000 } from './db/migrations/1764400004000-one-active-session-per-charger';
import { SessionsFollowChargers1764700000000 } from './db/migrations/1764700000000-sessions-follow-chargers';
import { buildChargingDeps } from './deps';
import { followChargerMeter } from './events/follow-charger-meter.handler';
import { followChargerTransactionEnded } from './events/follow-charger-transaction-ended.handler';
import { followChargerTransactionStarted } from './events/follow-charger-transaction-started.handler';
import { stopSessionOnBookingCancelled } from './events/stop-session-on-booking-cancelled.handler';
import { completeDueSessionsJob } from './jobs/complete-due-sessions.job';
import { keepChargersOnTimeJob } from './jobs/keep-chargers-on-time.job';
import { chargingRoutes } from './routes/charging.routes';

/**
 * The charging service: owns the `charging` schema (docs/architecture.md §1): charging sessions. On a
 * charger connected over OCPP a session follows the charger (remote start and stop, its meter's figures);
 * on any other its live state is computed from its stored start and parameters (the estimate). Publishes
 * charging.session.started and charging.session.completed; consumes booking.cancelled and the charger
 * transaction and meter events; completes sessions that reach their end and keeps charger sessions on time.
 */
export const chargingService = defineService({
  name: 'charging',
  schema: 'charging',
  migrations: [
    CreateChargingSessions1764200000000,
    OneActiveSessionPerCharger1764400004000,
    SessionsFollowChargers1764700000000,
  ],
  deps: buildChargingDeps,
  routes: chargingRoutes,
  consumers: [
    stopSessionOnBookingCancelled,
    followChargerTransactionStarted,
    followChargerMeter,
    followChargerTransactionEnded,
  ],
  jobs: [completeDueSessionsJob, keepChargersOnTimeJob],
});

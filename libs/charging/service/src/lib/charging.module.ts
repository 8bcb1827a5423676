import { defineService } from '@chargesetu/shared/runtime';
import { CreateChargingSessions1764200000000 } from './db/migrations/1764200000000-create-charging-sessions';
import { OneActiveSessionPerCharger1764400004000 } from './db/migrations/1764400004000-one-active-session-per-charger';
import { SessionsFollowChargers1764700000000 } from './db/migrations/1764700000000-sessions-follow-chargers';
import { CreateReservations1764900000000 } from './db/migrations/1764900000000-create-reservations';
import { ReservationsFollowMovedBookings1765000000000 } from './db/migrations/1765000000000-reservations-follow-moved-bookings';
import { buildChargingDeps } from './deps';
import { cancelReservationOnBookingCancelled } from './events/cancel-reservation-on-booking-cancelled.handler';
import { followChargerMeter } from './events/follow-charger-meter.handler';
import { followChargerTransactionEnded } from './events/follow-charger-transaction-ended.handler';
import { followChargerTransactionStarted } from './events/follow-charger-transaction-started.handler';
import { leaveReservationOnBookingMoved } from './events/leave-reservation-on-booking-moved.handler';
import { stopSessionOnBookingCancelled } from './events/stop-session-on-booking-cancelled.handler';
import { useReservationOnChargerTransactionStarted } from './events/use-reservation-on-charger-transaction-started.handler';
import { completeDueSessionsJob } from './jobs/complete-due-sessions.job';
import { keepChargersOnTimeJob } from './jobs/keep-chargers-on-time.job';
import { keepReservationsJob } from './jobs/keep-reservations.job';
import { chargingRoutes } from './routes/charging.routes';

/**
 * The charging service: owns the `charging` schema (docs/architecture.md §1): charging sessions and the
 * reservations of booked connectors. On a charger connected over OCPP a session follows the charger (remote
 * start and stop, its meter's figures) and the booked connector is reserved shortly before the slot; on any
 * other its live state is computed from its stored start and parameters (the estimate). Publishes
 * charging.session.started and charging.session.completed; consumes booking.cancelled, booking.moved and the charger
 * transaction and meter events; completes sessions that reach their end, keeps charger sessions on time and
 * keeps reservations (ReserveNow, CancelReservation).
 */
export const chargingService = defineService({
  name: 'charging',
  schema: 'charging',
  migrations: [
    CreateChargingSessions1764200000000,
    OneActiveSessionPerCharger1764400004000,
    SessionsFollowChargers1764700000000,
    CreateReservations1764900000000,
    ReservationsFollowMovedBookings1765000000000,
  ],
  deps: buildChargingDeps,
  routes: chargingRoutes,
  consumers: [
    stopSessionOnBookingCancelled,
    followChargerTransactionStarted,
    followChargerMeter,
    followChargerTransactionEnded,
    cancelReservationOnBookingCancelled,
    useReservationOnChargerTransactionStarted,
    leaveReservationOnBookingMoved,
  ],
  jobs: [completeDueSessionsJob, keepChargersOnTimeJob, keepReservationsJob],
});

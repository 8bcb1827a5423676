import { defineService } from '@chargesetu/shared/runtime';
import { CreateChargingSessions1764200000000 } from './db/migrations/1764200000000-create-charging-sessions';
import { OneActiveSessionPerCharger1764400004000 } from './db/migrations/1764400004000-one-active-session-per-charger';
import { SessionsFollowChargers1764700000000 } from './db/migrations/1764700000000-sessions-follow-chargers';
import { CreateReservations1764900000000 } from './db/migrations/1764900000000-create-reservations';
import { ReservationsFollowMovedBookings1765000000000 } from './db/migrations/1765000000000-reservations-follow-moved-bookings';
import { FlagSessionsClosedUnconfirmed1765200000000 } from './db/migrations/1765200000000-flag-sessions-closed-unconfirmed';
import { CountIdleTime1765200001000 } from './db/migrations/1765200001000-count-idle-time';
import { ChargeIdleFees1765500000000 } from './db/migrations/1765500000000-charge-idle-fees';
import { StopWalkUpsAtPaidEnergy1765600000000 } from './db/migrations/1765600000000-stop-walk-ups-at-paid-energy';
import { buildChargingDeps } from './deps';
import { cancelReservationOnBookingCancelled } from './events/cancel-reservation-on-booking-cancelled.handler';
import { followChargerMeter } from './events/follow-charger-meter.handler';
import { countIdleTime } from './events/count-idle-time.handler';
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
 * charging.session.started, charging.session.completed, charging.reservation.refused and charging.idle-fee.charged (a
 * car left plugged in past the grace, once unplugged, when the idle fee is on); consumes booking.cancelled, booking.moved and the charger
 * transaction, meter and connector status events (idle time); completes sessions that reach their end, keeps charger sessions on time and
 * keeps reservations (ReserveNow, CancelReservation; a refusal publishes charging.reservation.refused).
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
    FlagSessionsClosedUnconfirmed1765200000000,
    CountIdleTime1765200001000,
    ChargeIdleFees1765500000000,
    StopWalkUpsAtPaidEnergy1765600000000,
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
    countIdleTime,
  ],
  jobs: [completeDueSessionsJob, keepChargersOnTimeJob, keepReservationsJob],
});

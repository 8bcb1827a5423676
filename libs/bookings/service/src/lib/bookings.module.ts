import { defineService } from '@chargesetu/shared/runtime';
import { CreateBookings1764000000000 } from './db/migrations/1764000000000-create-bookings';
import { CompletedBookingFreesCharger1764300000000 } from './db/migrations/1764300000000-completed-booking-frees-charger';
import { OneBookingPerVehicle1764400002000 } from './db/migrations/1764400002000-one-booking-per-vehicle';
import { ChargingClaim1764400003000 } from './db/migrations/1764400003000-charging-claim';
import { ChargerLiveStatus1764500000000 } from './db/migrations/1764500000000-charger-live-status';
import { CancelledAt1764800000000 } from './db/migrations/1764800000000-cancelled-at';
import { WalkUps1765300000000 } from './db/migrations/1765300000000-walk-ups';
import { RefusalsAndNoShows1765400000000 } from './db/migrations/1765400000000-refusals-and-no-shows';
import { buildBookingsDeps } from './deps';
import { activateBookingOnChargingSessionStarted } from './events/activate-booking-on-charging-session-started.handler';
import { completeBookingOnChargingSessionCompleted } from './events/complete-booking-on-charging-session-completed.handler';
import { confirmBookingOnPaymentCompleted } from './events/confirm-booking-on-payment-completed.handler';
import { recordChargerStatusOnConnectorStatusChanged } from './events/record-charger-status-on-connector-status-changed.handler';
import { recordRefusalOnChargingReservationRefused } from './events/record-refusal-on-charging-reservation-refused.handler';
import { expireHoldsJob } from './jobs/expire-holds.job';
import { settleNoShowsJob } from './jobs/settle-no-shows.job';
import { bookingsRoutes } from './routes/bookings.routes';

/**
 * The bookings service: owns the `bookings` schema (docs/architecture.md §1): bookings, the
 * charger each one holds, and the chargers' live statuses. Publishes booking.cancelled, booking.moved and
 * booking.no-show; consumes payment.completed, the charging session events, charging.reservation.refused and
 * charger.connector.status-changed; expires unpaid holds and settles paid slots that ended unused (no-show).
 */
export const bookingsService = defineService({
  name: 'bookings',
  schema: 'bookings',
  migrations: [
    CreateBookings1764000000000,
    CompletedBookingFreesCharger1764300000000,
    OneBookingPerVehicle1764400002000,
    ChargingClaim1764400003000,
    ChargerLiveStatus1764500000000,
    CancelledAt1764800000000,
    WalkUps1765300000000,
    RefusalsAndNoShows1765400000000,
  ],
  deps: buildBookingsDeps,
  routes: bookingsRoutes,
  consumers: [
    confirmBookingOnPaymentCompleted,
    activateBookingOnChargingSessionStarted,
    completeBookingOnChargingSessionCompleted,
    recordChargerStatusOnConnectorStatusChanged,
    recordRefusalOnChargingReservationRefused,
  ],
  jobs: [expireHoldsJob, settleNoShowsJob],
});

import { intervalJob } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';
import { keepReservations } from '../use-cases/keep-reservations';

/**
 * Every CHARGING_COMPLETION_INTERVAL_MS, the reservations of booked connectors: ReserveNow from
 * RESERVATION_LEAD_MINUTES before a paid slot, CancelReservation when the booking is cancelled or the
 * grace period (RESERVATION_GRACE_MINUTES after the slot's start) is over without a start.
 */
export const keepReservationsJob = intervalJob<ChargingDeps>({
  name: 'keeping booked connectors reserved',
  everyMs: (deps) => deps.config.CHARGING_COMPLETION_INTERVAL_MS,
  run: async (deps) => {
    await keepReservations(deps);
  },
});

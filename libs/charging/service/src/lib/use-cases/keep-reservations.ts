import type { ChargingDeps } from '../deps';
import { expireLapsedReservations, sendOwedCancels } from './release-reservations';
import { reserveDueConnectors, retryReservations } from './reserve-connectors';

/**
 * Booked connectors held on their chargers around the slot's start, once per run of the job: lapsed
 * reservations expire first (so a charger is never asked to hold one that is over), then due bookings are
 * reserved, unanswered reservations asked again, and owed cancellations sent. Each step claims its rows, so
 * several instances may run it at once; no transaction is open during a call to a charger.
 */
export async function keepReservations(deps: ChargingDeps, now: Date = deps.now()) {
  const expired = await expireLapsedReservations(deps, now);
  const reserved = await reserveDueConnectors(deps, now);
  const retried = await retryReservations(deps, now);
  const cancelled = await sendOwedCancels(deps, now);
  return { expired, reserved, retried, cancelled };
}

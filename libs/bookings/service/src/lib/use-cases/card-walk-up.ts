import type { CardWalkUpBody, CardWalkUpResult } from '@chargesetu/shared/contracts';
import {
  Conflict,
  formatInr,
  InvalidRequest,
  isVehicleCompatible,
  NotFound,
  priceBreakdown,
} from '@chargesetu/shared/domain';
import { readUsersVehicles } from '../clients/service-reads';
import type { BookingsDeps } from '../deps';
import { connectorLabel } from '../rules/affected';
import { largestAmountWithin, WALK_UP_MIN_AMOUNT } from '../rules/walk-up';
import { readConnector, startWalkUpOn } from './charge-now';

/** The refusals of a walk-up, which the driver reads; anything else is a fault and propagates. */
const isRefusal = (err: unknown): err is Error =>
  err instanceof Conflict || err instanceof NotFound || err instanceof InvalidRequest;

/**
 * POST /internal/walk-ups (charging, for a driver who tapped a card without a booking): the walk-up
 * POST /api/charge-now would make on the station's charger, for the driver's first vehicle (in the order added)
 * that fits it, "until full" but buying at most what `maxTotal` pays with the platform fee and GST. Why none can
 * start (no such connector, no fitting vehicle, too little money for the least walk-up, or any refusal of
 * {@link startWalkUpOn}) is answered as `created: false` with the reason.
 */
export async function startCardWalkUp(
  deps: BookingsDeps,
  input: { body: CardWalkUpBody; requestId?: string; now?: Date },
): Promise<CardWalkUpResult> {
  const { body, requestId } = input;
  try {
    const connector = await readConnector(deps, { ...body, requestId });
    if (!connector) {
      return {
        created: false,
        reason: `Station ${body.stationId} has no connector ${body.chargerIndex + 1}.`,
      };
    }
    const { station, chargerIndex, charger } = connector;
    const label = connectorLabel(station.chargers, chargerIndex);
    const vehicles = await readUsersVehicles(deps.ctx.services, body.userId, requestId);
    const vehicle = vehicles.find((v) => isVehicleCompatible(v.connectorTypes, charger.type));
    if (!vehicle) {
      return {
        created: false,
        reason: `None of your vehicles can charge at ${label}. Add one in My Vehicles.`,
      };
    }
    const amount = largestAmountWithin(body.maxTotal);
    if (amount < WALK_UP_MIN_AMOUNT) {
      const least = formatInr(priceBreakdown(WALK_UP_MIN_AMOUNT).total);
      return {
        created: false,
        reason: `Your wallet balance is too low for a walk-up here: charging at ${label} takes at least ${least} with the platform fee and GST. Top up your wallet and tap again.`,
      };
    }
    const booking = await startWalkUpOn(deps, {
      userId: body.userId,
      connector,
      vehicle,
      amount,
      requestId,
      now: input.now,
    });
    return { created: true, booking };
  } catch (err) {
    if (isRefusal(err)) return { created: false, reason: err.message };
    throw err;
  }
}

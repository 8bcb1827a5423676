import { isDomainError } from '@chargesetu/shared/domain';
import type { OcppDeps } from '../deps';
import type { IdTagFinding } from '../rules/id-tag-authorization';

export interface IdTagPresented {
  chargePointId: string;
  idTag: string;
  /** The connector it is for, when the message names one (StartTransaction); else any of the charge point. */
  connectorId?: number;
  at: Date;
}

/**
 * Whose tag it is, and whether that driver has a confirmed (or active: already claimed by a starting
 * session) booking on a station charger this charge point serves (on that connector's charger when one is
 * named) whose window covers `at`: from CHARGING_EARLY_START_MINUTES before its start until its end, as
 * for starting to charge.
 */
export async function findIdTag(deps: OcppDeps, p: IdTagPresented): Promise<IdTagFinding> {
  const userId = await deps.idTags.ownerOf(p.idTag);
  if (userId === null) return { kind: 'unknown-tag' };
  const chargePoint = await deps.chargePoints.find(p.chargePointId);
  const chargerIndexes = (chargePoint?.connectors ?? [])
    .filter((c) => p.connectorId === undefined || c.connectorId === p.connectorId)
    .map((c) => c.chargerIndex);
  if (!chargePoint || chargerIndexes.length === 0) return { kind: 'no-current-booking' };
  try {
    const booking = await deps.bookings.current({
      userId,
      stationId: chargePoint.stationId,
      chargerIndexes,
      at: p.at,
      earlyStartMinutes: deps.config.CHARGING_EARLY_START_MINUTES,
    });
    return booking ? { kind: 'booked', bookingEnd: new Date(booking.endTime) } : { kind: 'no-current-booking' };
  } catch (err) {
    if (!isDomainError(err) || err.kind !== 'unavailable') throw err;
    deps.ctx.logger.warn(
      { err, chargePointId: p.chargePointId, connectorId: p.connectorId },
      'idTag: bookings cannot be read; answered ConcurrentTx (try again)',
    );
    return { kind: 'bookings-unreadable' };
  }
}

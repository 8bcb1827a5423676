import type { InternalBooking } from '@chargesetu/shared/contracts';
import type { StoredBooking } from '../repositories/stored-booking';

/**
 * The API's booking: instants as ISO strings, the station snapshot. The charger index is for other
 * services only: the public routes' response schema leaves it out.
 */
export function toInternalBooking(b: StoredBooking): InternalBooking {
  return {
    id: b.id,
    userId: b.userId,
    stationId: b.stationId,
    vehicleId: b.vehicleId,
    chargerType: b.chargerType,
    power: b.power,
    startTime: b.startTime.toISOString(),
    endTime: b.endTime.toISOString(),
    status: b.status,
    kind: b.kind,
    pricePerKwh: b.pricePerKwh,
    estimatedCost: b.estimatedCost,
    actualCost: b.actualCost,
    paymentId: b.paymentId,
    createdAt: b.createdAt.toISOString(),
    station: b.station,
    holdExpiresAt: b.holdExpiresAt === null ? null : b.holdExpiresAt.toISOString(),
    cancelledAt: b.cancelledAt === null ? null : b.cancelledAt.toISOString(),
    chargerIndex: b.chargerIndex,
  };
}

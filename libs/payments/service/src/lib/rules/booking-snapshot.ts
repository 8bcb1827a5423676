import type { InternalBooking } from '@chargesetu/shared/contracts';
import { formatAddress } from '@chargesetu/shared/domain';
import type { BookingSnapshot } from '../repositories/payments.repository';

/** The booking's details the receipt prints, frozen at the moment of payment. */
export function snapshotOf(b: InternalBooking): BookingSnapshot {
  return {
    stationId: b.stationId,
    stationName: b.station.name,
    stationAddress: formatAddress(b.station.address),
    chargerType: b.chargerType,
    power: b.power,
    startTime: b.startTime,
    endTime: b.endTime,
    pricePerKwh: b.pricePerKwh,
    estimatedCost: b.estimatedCost,
  };
}

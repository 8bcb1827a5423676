import type { AvailabilityQuery, AvailabilityResponse } from '@chargesetu/shared/contracts';
import {
  addDaysYmd,
  checkBookingDate,
  daySlotGrid,
  InvalidRequest,
  istInstant,
} from '@chargesetu/shared/domain';
import { readStation } from '../clients/service-reads';
import type { BookingsDeps } from '../deps';
import { matchingChargerIndexes } from '../rules/booking-rules';
import { MESSAGES, stationNotFound } from '../rules/messages';
import { slotAvailability } from '../rules/slot-availability';

/**
 * GET /api/stations/:id/availability: every slot of the IST day within opening hours, available when
 * it has not started and a (matching) charger is free for it. Only days from today to the booking
 * horizon are answered (400 otherwise): nothing can be booked outside them. chargerType and power
 * narrow the chargers considered; without them any charger of the station counts.
 */
export async function getAvailability(
  deps: BookingsDeps,
  input: { stationId: number; query: AvailabilityQuery; requestId?: string; now?: Date },
): Promise<AvailabilityResponse> {
  const { date, chargerType, power } = input.query;
  const now = input.now ?? new Date();
  const horizonDays = deps.config.BOOKING_HORIZON_DAYS;
  const window = checkBookingDate(date, now, horizonDays);
  if (window === 'invalid') throw new InvalidRequest(MESSAGES.invalidDate);
  if (window !== 'ok') throw new InvalidRequest(MESSAGES.dateOutsideWindow(horizonDays));
  const station = await readStation(deps.ctx.services, input.stationId, input.requestId);
  if (!station) throw stationNotFound(input.stationId);
  const grid = daySlotGrid(date, station.operatingHours);
  const chargerIndexes = matchingChargerIndexes(station.chargers, chargerType?.trim() || undefined, power);
  const taken =
    grid.length > 0 && chargerIndexes.length > 0
      ? await deps.bookings.taken(
          station.id,
          istInstant(date, '00:00'),
          istInstant(addDaysYmd(date, 1), '00:00'),
          now,
        )
      : [];
  return { availableSlots: slotAvailability({ date, grid, chargerIndexes, taken, now }) };
}

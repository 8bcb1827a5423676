import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { BookingsDeps } from '../deps';

type Input = ConsumerInput<typeof EVENTS.chargingReservationRefused, BookingsDeps>;

/**
 * charging.reservation.refused: the charger refused to hold a paid booking's connector (Occupied, Rejected,
 * Faulted, Unavailable). The refusal is recorded on the booking while it is still confirmed on that charger, so
 * the booking reads affected (rules/affected.ts) until it moves; a booking that moved, was cancelled or is
 * charging meanwhile is left alone. Applied once per event.
 */
export const recordRefusalOnChargingReservationRefused = defineConsumer(EVENTS.chargingReservationRefused, {
  name: 'record-refusal-on-charging-reservation-refused',
  async handle({ data, event, m, deps }: Input) {
    const kept = await deps.refusals.record(
      data.bookingId,
      data.chargerIndex,
      data.refusal,
      new Date(data.refusedAt),
      m,
    );
    deps.ctx.logger.info(
      { eventId: event.id, bookingId: data.bookingId, refusal: data.refusal, kept },
      kept
        ? 'reservation refused by the charger; the booking is affected'
        : 'reservation refusal for a booking no longer on that charger; ignored',
    );
  },
});

import { InternalBooking } from '@chargesetu/shared/contracts';
import { internalRead, type ServiceClient } from '@chargesetu/shared/runtime';

/** The question "which booking of this driver covers this moment on one of these chargers?" */
export interface CurrentBookingQuestion {
  userId: number;
  stationId: number;
  /** The station's chargers (indexes into its chargers array) that count. */
  chargerIndexes: number[];
  at: Date;
  /** How long before its start a booking counts already (charging's CHARGING_EARLY_START_MINUTES). */
  earlyStartMinutes: number;
}

/** Reads bookings through the bookings service's internal routes (never its tables). */
export function bookingsClient(services: ServiceClient) {
  return {
    /**
     * The user's confirmed or active booking on one of those chargers whose window (from
     * `earlyStartMinutes` before its start until its end) covers `at`, or null when there is none.
     * Throws `Unavailable` when bookings cannot be read.
     */
    current: (q: CurrentBookingQuestion, requestId?: string): Promise<InternalBooking | null> => {
      const query = new URLSearchParams({
        userId: String(q.userId),
        stationId: String(q.stationId),
        chargerIndexes: q.chargerIndexes.join(','),
        at: q.at.toISOString(),
        earlyStartMinutes: String(q.earlyStartMinutes),
      });
      return internalRead(services, 'bookings', `/internal/bookings/current?${query}`, InternalBooking, requestId);
    },
  };
}
export type BookingsClient = ReturnType<typeof bookingsClient>;

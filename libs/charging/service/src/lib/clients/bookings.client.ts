import {
  CardWalkUpResult,
  ChargingClaimRelease,
  ChargingClaimResult,
  InternalBooking,
  StartingBookingList,
  type CardWalkUpBody,
  type StartingBooking,
} from '@chargesetu/shared/contracts';
import {
  internalCall,
  internalRead,
  neighbourUnavailable,
  type ServiceClient,
} from '@chargesetu/shared/runtime';

export type { InternalBooking };

/**
 * What charging reads and asks of bookings, through its internal routes (never its tables): the booking
 * (owner, status, window, charger, power, price), its claim for a session (confirmed -> active), the
 * claim's release, and the paid bookings about to start (their connectors are reserved). An error, a
 * timeout or an answer off the contract is `Unavailable` (a 503), never a guess.
 */
export function bookingsClient(services: ServiceClient) {
  return {
    /** The booking, or null when it does not exist. */
    booking(id: number, requestId?: string): Promise<InternalBooking | null> {
      return internalRead(services, 'bookings', `/internal/bookings/${id}`, InternalBooking, requestId);
    },
    /** The confirmed bookings whose slot starts in [from, to), soonest first. */
    async startingBetween(from: Date, to: Date, requestId?: string): Promise<StartingBooking[]> {
      const q = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
      const list = await internalRead(
        services,
        'bookings',
        `/internal/bookings/starting?${q.toString()}`,
        StartingBookingList,
        requestId,
      );
      // The list always exists: a 404 here is a bookings service without the route, as broken as a 503.
      if (!list)
        throw neighbourUnavailable('bookings', new Error('GET /internal/bookings/starting answered 404'));
      return list;
    },
    /**
     * Claims a confirmed booking for the session about to be created (bookings moves it to active at
     * once, so a later cancel is refused); null when the booking does not exist.
     */
    claim(id: number, claimId: string, requestId?: string): Promise<ChargingClaimResult | null> {
      return internalCall(
        services,
        'bookings',
        { url: `/internal/bookings/${id}/charging-claim`, method: 'POST', payload: { claimId }, requestId },
        ChargingClaimResult,
      );
    },
    /** Gives a claim back (its session could not be created); true when bookings released it. */
    async release(id: number, claimId: string, requestId?: string): Promise<boolean> {
      const answer = await internalCall(
        services,
        'bookings',
        {
          url: `/internal/bookings/${id}/charging-claim/release`,
          method: 'POST',
          payload: { claimId },
          requestId,
        },
        ChargingClaimRelease,
      );
      // A booking that is gone has no claim to give back: as unexpected as any other failure here.
      if (!answer) throw neighbourUnavailable('bookings');
      return answer.released;
    },
    /** A walk-up for a driver whose card began a transaction there (pending until paid), or why none can start. */
    async cardWalkUp(body: CardWalkUpBody, requestId?: string): Promise<CardWalkUpResult> {
      const answer = await internalCall(
        services,
        'bookings',
        { url: '/internal/walk-ups', method: 'POST', payload: body, requestId },
        CardWalkUpResult,
      );
      if (!answer) throw neighbourUnavailable('bookings', new Error('POST /internal/walk-ups answered 404'));
      return answer;
    },
  };
}
export type BookingsClient = ReturnType<typeof bookingsClient>;

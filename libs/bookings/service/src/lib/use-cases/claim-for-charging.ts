import type { ChargingClaimRelease, ChargingClaimResult } from '@chargesetu/shared/contracts';
import type { BookingsDeps } from '../deps';
import { bookingNotFound } from '../rules/messages';
import { toInternalBooking } from './internal-booking';

/**
 * How long a claim whose session never appeared blocks another start. Charging creates the session
 * right after its claim is answered (one INSERT, no other call in between), so a claim this old with
 * no session means the start attempt died; a new start may then take it over.
 */
export const CHARGING_CLAIM_LEASE_MS = 2 * 60_000;

export interface ChargingClaimInput {
  /** The booking. */
  id: number;
  /** The charging start attempt. */
  claimId: string;
  now?: Date;
}

/**
 * POST /internal/bookings/:id/charging-claim (the charging service, before it creates a session): a
 * confirmed booking becomes active now, so a cancel arriving afterwards is refused, and a cancel that
 * came first leaves it cancelled and the claim refused. Not claimable: the booking as it is, unchanged.
 */
export async function claimForCharging(
  { bookings }: BookingsDeps,
  { id, claimId, now = new Date() }: ChargingClaimInput,
): Promise<ChargingClaimResult> {
  const claimed = await bookings.claimForCharging(
    id,
    claimId,
    now,
    new Date(now.getTime() - CHARGING_CLAIM_LEASE_MS),
  );
  if (claimed) return { claimed: true, booking: toInternalBooking(claimed) };
  const current = await bookings.findById(id);
  if (!current) throw bookingNotFound(id);
  return { claimed: false, booking: toInternalBooking(current) };
}

/** POST /internal/bookings/:id/charging-claim/release: the claim's session could not be created. */
export async function releaseChargingClaim(
  { bookings }: BookingsDeps,
  { id, claimId }: Omit<ChargingClaimInput, 'now'>,
): Promise<ChargingClaimRelease> {
  return { released: (await bookings.releaseChargingClaim(id, claimId)) !== null };
}

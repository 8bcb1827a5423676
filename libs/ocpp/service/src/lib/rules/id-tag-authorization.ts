import type { OCPP16 } from '@chargesetu/ocpp/protocol';

export type IdTagInfo = OCPP16.AuthorizeResponse['idTagInfo'];

/** What the platform found out about an idTag presented at a charge point (or a connector of it). */
export type IdTagFinding =
  /** No driver has this tag. */
  | { kind: 'unknown-tag' }
  /** A driver's tag (`card`: one of their RFID cards), and their confirmed or active booking on a charger here covers now. */
  | { kind: 'booked'; userId: number; card: boolean; bookingId: number; bookingEnd: Date }
  /** A driver's card, no booking here covers now, and their wallet holds the minimum a tap charges from. */
  | { kind: 'wallet'; userId: number }
  /** A driver's tag without a booking here that covers now (and, for a card, without the wallet minimum). */
  | { kind: 'no-current-booking' }
  /** A driver's tag, but the bookings (or payments, or charging) service could not be asked. */
  | { kind: 'unreadable' };

/**
 * How long an Accepted for a wallet tap holds (its expiryDate): long enough to plug in after tapping, short
 * enough that a charger's cache cannot start from the wallet later without asking again.
 */
export const WALLET_AUTHORIZATION_MINUTES = 2;

/**
 * The IdTagInfo the platform answers (Authorize, StartTransaction, StopTransaction), OCPP 1.6 §7.2 and
 * §7.27. A charger may keep every answer in its Authorization Cache (§3.5.1) until `expiryDate`, and use it
 * to start offline or without waiting (LocalAuthorizeOffline, LocalPreauthorize), so each answer is also a
 * statement of how long it holds:
 *
 * - booked: `Accepted` until the booking's end: the cache cannot outlive the booking.
 * - wallet: `Accepted` for {@link WALLET_AUTHORIZATION_MINUTES}: a card's tap without a booking charges from the
 *   wallet (StartTransaction makes the walk-up and pays it, or answers why not), and a cached entry must not let a
 *   charger start from the wallet much later without asking.
 * - unknown-tag: `Invalid` ("identifier is unknown").
 * - no-current-booking: `Expired`. The tag is a driver's and stays valid; it is its authorization, which
 *   exists only inside a booking's window, that is not current. OCPP 1.6 has no "not here" or "not now"
 *   (2.0.1 added NotAtThisLocation and NotAtThisTime); `Invalid` would call the tag unknown (a Local
 *   Authorization List's "blacklisted", §3.5.2) and `Blocked` would say an operator blocked it. It is also
 *   the state the charger's own cache moves an Accepted entry to once its expiryDate (the booking's end)
 *   has passed, so the platform and the cache agree; a charger online asks again for a cached entry that is
 *   not valid (§3.5.1), so a driver who comes back in their slot is accepted.
 * - unreadable: `ConcurrentTx` with `expiryDate` now. Not `Accepted`: nobody can tell whether
 *   this charger is the driver's right now, and the platform decides nothing on a guess. Not `Invalid`,
 *   `Expired` or `Blocked`: a charger shows and keeps those as a verdict on the card; `ConcurrentTx` is the
 *   one refusal §3.5.2 counts with the valid identifiers ("not now"), the nearest to "try again in a
 *   moment". `expiryDate` now keeps the answer out of the cache, so the next presentation asks again.
 * - `Blocked` is never answered: drivers' tags cannot be blocked.
 * - No `parentIdTag`: drivers have no group tags.
 */
export function idTagInfoOf(finding: IdTagFinding, now: Date): IdTagInfo {
  switch (finding.kind) {
    case 'booked':
      return { status: 'Accepted', expiryDate: finding.bookingEnd.toISOString() };
    case 'wallet':
      return {
        status: 'Accepted',
        expiryDate: new Date(now.getTime() + WALLET_AUTHORIZATION_MINUTES * 60_000).toISOString(),
      };
    case 'unknown-tag':
      return { status: 'Invalid' };
    case 'no-current-booking':
      return { status: 'Expired' };
    case 'unreadable':
      return { status: 'ConcurrentTx', expiryDate: now.toISOString() };
  }
}

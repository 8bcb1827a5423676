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

/** A neighbour that could not be asked (503) becomes `unreadable`; anything else is thrown on. */
export async function orUnreadable(
  deps: OcppDeps,
  p: Pick<IdTagPresented, 'chargePointId' | 'connectorId'>,
  ask: () => Promise<IdTagFinding>,
): Promise<IdTagFinding> {
  try {
    return await ask();
  } catch (err) {
    if (!isDomainError(err) || err.kind !== 'unavailable') throw err;
    deps.ctx.logger.warn(
      { err, chargePointId: p.chargePointId, connectorId: p.connectorId },
      'idTag: a service cannot be asked; answered ConcurrentTx (try again)',
    );
    return { kind: 'unreadable' };
  }
}

/**
 * Whose tag it is (an issued idTag or a registered RFID card), and whether that driver has a confirmed (or
 * active: already claimed by a starting session) booking on a station charger this charge point serves (on
 * that connector's charger when one is named) whose window covers `at`: from CHARGING_EARLY_START_MINUTES
 * before its start until its end, as for starting to charge. A card without such a booking is authorised
 * against the wallet: `wallet` when it holds at least CARD_MIN_WALLET_BALANCE.
 */
export async function findIdTag(deps: OcppDeps, p: IdTagPresented): Promise<IdTagFinding> {
  const issuedTo = await deps.idTags.ownerOf(p.idTag);
  const cardOf = issuedTo === null ? await deps.cards.ownerOf(p.idTag) : null;
  const userId = issuedTo ?? cardOf;
  if (userId === null) return { kind: 'unknown-tag' };
  const card = cardOf !== null;
  const chargePoint = await deps.chargePoints.find(p.chargePointId);
  const chargerIndexes = (chargePoint?.connectors ?? [])
    .filter((c) => p.connectorId === undefined || c.connectorId === p.connectorId)
    .map((c) => c.chargerIndex);
  if (!chargePoint || chargerIndexes.length === 0) return { kind: 'no-current-booking' };
  return orUnreadable(deps, p, async () => {
    const booking = await deps.bookings.current({
      userId,
      stationId: chargePoint.stationId,
      chargerIndexes,
      at: p.at,
      earlyStartMinutes: deps.config.CHARGING_EARLY_START_MINUTES,
    });
    if (booking) {
      return { kind: 'booked', userId, card, bookingId: booking.id, bookingEnd: new Date(booking.endTime) };
    }
    if (!card) return { kind: 'no-current-booking' };
    const balance = await deps.payments.walletBalance(userId);
    return balance >= deps.config.CARD_MIN_WALLET_BALANCE
      ? { kind: 'wallet', userId }
      : { kind: 'no-current-booking' };
  });
}

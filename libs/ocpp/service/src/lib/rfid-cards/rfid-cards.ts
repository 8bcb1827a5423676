import {
  MAX_RFID_CARDS,
  type RegisterRfidCardBody,
  type RfidCard,
  type RfidCards,
} from '@chargesetu/shared/contracts';
import { Conflict, InvalidRequest, NotFound, toMoneyString } from '@chargesetu/shared/domain';
import type { OcppDeps } from '../deps';
import { ISSUED_ID_TAG, normalizeIdTag } from '../rules/id-tag';

/** The driver's cards and the rules they work by (docs/product.md §2.9). */
export async function myRfidCards(deps: OcppDeps, userId: number): Promise<RfidCards> {
  return {
    cards: await deps.cards.ofUser(userId),
    maxCards: MAX_RFID_CARDS,
    minWalletBalance: toMoneyString(deps.config.CARD_MIN_WALLET_BALANCE),
  };
}

/**
 * Registers a card for the driver. A number in the shape of the platform's own charging IDs is refused (a
 * card could otherwise take a number the platform issues later); one registered already, by anyone, is a
 * 409 that does not say whose it is.
 */
export async function registerRfidCard(
  deps: OcppDeps,
  userId: number,
  body: RegisterRfidCardBody,
): Promise<RfidCard> {
  const idTag = normalizeIdTag(body.idTag);
  if (ISSUED_ID_TAG.test(idTag)) {
    throw new InvalidRequest(
      'That is a ChargeSetu charging ID, not a card number. Enter the number of your card.',
    );
  }
  const added = await deps.cards.add({ userId, idTag, label: body.label }, MAX_RFID_CARDS);
  if (added === 'full') {
    throw new Conflict(`You have ${MAX_RFID_CARDS} cards already. Remove one to add another.`);
  }
  if (added === 'taken') throw new Conflict(`Card ${idTag} is registered already.`);
  deps.ctx.logger.info({ userId, idTag }, 'RFID card registered');
  return added;
}

/** Removes one of the driver's cards; 404 for a number that is not one of theirs. */
export async function removeRfidCard(deps: OcppDeps, userId: number, idTag: string): Promise<void> {
  if (!(await deps.cards.remove(userId, idTag))) {
    throw new NotFound(`You have no card ${normalizeIdTag(idTag)}.`);
  }
  deps.ctx.logger.info({ userId, idTag: normalizeIdTag(idTag) }, 'RFID card removed');
}

import type { CardStartBody, CardStartResult, InternalBooking } from '@chargesetu/shared/contracts';
import { formatInr, isDomainError, toMoneyString } from '@chargesetu/shared/domain';
import type { ChargingDeps } from '../deps';
import { assertStartable, claimWithParams, refuseWhileChargerBusy } from './start-charging';
import { recordStarting } from './start-on-charger';

/** Why a card's start did not happen, for the logs and the driver. */
type Refusal = { reason: string };

const refusal = (reason: string): CardStartResult => ({ started: false, reason });

/** How often bookings is asked whether the wallet payment confirmed the walk-up. */
const CONFIRM_POLL_MS = 100;

/**
 * POST /internal/charging/card-starts: a driver's RFID card began a transaction on a connector (ocpp asks while
 * it answers StartTransaction). With `bookingId`, that booking of theirs on this charger starts; without, a
 * walk-up is made for them there (bookings: their first vehicle that fits, "until full" within their wallet
 * balance), paid from the wallet (payments), and started once bookings has confirmed it. Either way the session
 * is recorded `starting` for the card on that connector, and the transaction's event makes it active; from then
 * on it is metered, stopped at the paid energy and settled like any walk-up or booking. A message the charger
 * sends again finds its session and answers the same. A refusal at any step is answered with its reason (the
 * charger is told Expired and stops); a walk-up made but not paid expires like any unpaid booking.
 */
export async function startByCard(
  deps: ChargingDeps,
  body: CardStartBody,
  requestId?: string,
): Promise<CardStartResult> {
  const open = await deps.sessions.findOpenForCard(body.chargePointId, body.connectorId, body.idTag);
  if (open) return { started: true, bookingId: open.bookingId, until: open.bookedEndTime.toISOString() };
  const booking = body.bookingId
    ? await cardsBooking(deps, body, body.bookingId, requestId)
    : await walkUpFromWallet(deps, body, requestId);
  if ('reason' in booking) return refusal(booking.reason);
  const now = deps.now();
  try {
    assertStartable(deps, booking, now);
    await refuseWhileChargerBusy(deps, booking, now);
    const { params, claimId } = await claimWithParams(deps, booking, now, requestId);
    const session = await recordStarting(deps, {
      booking,
      params,
      link: { chargePointId: body.chargePointId, connectorId: body.connectorId },
      idTag: body.idTag,
      claimId,
      now,
      requestId,
    });
    deps.ctx.logger.info(
      {
        bookingId: booking.id,
        sessionId: session.id,
        chargePointId: body.chargePointId,
        connectorId: body.connectorId,
      },
      'a card started charging',
    );
    return { started: true, bookingId: booking.id, until: booking.endTime };
  } catch (err) {
    if (isDomainError(err) && (err.kind === 'conflict' || err.kind === 'not-found'))
      return refusal(err.message);
    throw err;
  }
}

/** The driver's booking a card's tap is for, when it is theirs and on this charger. */
async function cardsBooking(
  deps: ChargingDeps,
  body: CardStartBody,
  bookingId: number,
  requestId?: string,
): Promise<InternalBooking | Refusal> {
  const booking = await deps.bookings.booking(bookingId, requestId);
  const here =
    booking?.userId === body.userId &&
    booking.stationId === body.stationId &&
    booking.chargerIndex === body.chargerIndex;
  return here ? booking : { reason: `Booking ${bookingId} is not this driver's on this charger.` };
}

/**
 * A walk-up paid from the wallet: refused below CARD_MIN_WALLET_BALANCE; otherwise as much as "until full" takes,
 * at most the balance, then paid and waited for until bookings has confirmed it (CARD_START_CONFIRM_WAIT_MS).
 */
async function walkUpFromWallet(
  deps: ChargingDeps,
  body: CardStartBody,
  requestId?: string,
): Promise<InternalBooking | Refusal> {
  const min = deps.config.CARD_MIN_WALLET_BALANCE;
  const balance = await deps.payments.walletBalance(body.userId, requestId);
  if (balance < min) {
    return {
      reason: `Your wallet has ${formatInr(balance)}; a card charges without a booking from ${formatInr(min)}. Add money to your wallet or book a slot.`,
    };
  }
  const made = await deps.bookings.cardWalkUp(
    {
      userId: body.userId,
      stationId: body.stationId,
      chargerIndex: body.chargerIndex,
      maxTotal: toMoneyString(balance),
    },
    requestId,
  );
  if (!made.created) return { reason: made.reason };
  const paid = await deps.payments.payFromWallet(body.userId, made.booking.id, requestId);
  if (!paid.paid) return { reason: paid.reason };
  deps.ctx.logger.info(
    { bookingId: made.booking.id, paymentId: paid.paymentId, amount: paid.amount },
    'a card walk-up was paid from the wallet',
  );
  return (
    (await confirmed(deps, made.booking.id, requestId)) ?? {
      reason: 'The wallet payment is still being confirmed. Tap the card again in a moment.',
    }
  );
}

/** The booking once bookings has confirmed it, or null when that takes longer than CARD_START_CONFIRM_WAIT_MS. */
async function confirmed(
  deps: ChargingDeps,
  bookingId: number,
  requestId?: string,
): Promise<InternalBooking | null> {
  const until = Date.now() + deps.config.CARD_START_CONFIRM_WAIT_MS;
  for (;;) {
    const booking = await deps.bookings.booking(bookingId, requestId);
    if (booking?.status === 'confirmed') return booking;
    if (Date.now() >= until) return null;
    await new Promise((r) => setTimeout(r, CONFIRM_POLL_MS));
  }
}

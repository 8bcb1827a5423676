import { Type, type Static } from '@sinclair/typebox';
import { InternalBooking } from './bookings';
import { Id, IsoDateTime, MoneyString } from './common';

/** The signed-in driver's RFID cards (the ocpp service owns them). */
export const RFID_CARDS_PATH = '/api/rfid-cards';

/** The most cards one driver may register. */
export const MAX_RFID_CARDS = 5;

/**
 * A card's number as its charger sends it in Authorize and StartTransaction (the card's UID in hex, e.g.
 * 04A2B3C4D5E6F7, or the number printed on it): an OCPP 1.6 IdToken (CiString20), here 4 to 20 letters and
 * digits. Compared without regard to case and stored upper-case.
 */
export const RfidCardNumber = Type.String({
  pattern: '^[0-9A-Za-z]{4,20}$',
  minLength: 4,
  maxLength: 20,
  description: 'The card number the charger reads (4 to 20 letters and digits), e.g. 04A2B3C4D5E6F7',
});

/** One registered card. */
export const RfidCard = Type.Object({
  /** Upper-case. */
  idTag: Type.String(),
  label: Type.String(),
  addedAt: IsoDateTime,
});
export type RfidCard = Static<typeof RfidCard>;

/**
 * GET /api/rfid-cards: the driver's cards, newest first, and the rules they work by: with a booking on a
 * charger a card starts that booking; without one, a tap charges from the wallet, which needs at least
 * `minWalletBalance` (rupees).
 */
export const RfidCards = Type.Object({
  cards: Type.Array(RfidCard),
  maxCards: Type.Integer({ minimum: 1 }),
  minWalletBalance: MoneyString,
});
export type RfidCards = Static<typeof RfidCards>;

/** POST /api/rfid-cards */
export const RegisterRfidCardBody = Type.Object(
  {
    idTag: RfidCardNumber,
    /** What the driver calls it ("Blue key fob"). */
    label: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type RegisterRfidCardBody = Static<typeof RegisterRfidCardBody>;

/** DELETE /api/rfid-cards/:idTag */
export const RfidCardParams = Type.Object({ idTag: RfidCardNumber });
export type RfidCardParams = Static<typeof RfidCardParams>;

/**
 * POST /internal/charging/card-starts (ocpp to charging, while it answers StartTransaction): a driver's card
 * began a transaction on this connector. With `bookingId` (their booking on this charger covers now) that
 * booking's session starts; without, a walk-up is paid from their wallet first. Either way the session waits
 * (starting) for the charger's transaction, which ocpp records once it has this answer.
 */
export const CardStartBody = Type.Object({
  userId: Id,
  idTag: Type.String({ minLength: 1, maxLength: 20 }),
  chargePointId: Type.String({ minLength: 1, maxLength: 64 }),
  connectorId: Type.Integer({ minimum: 1, maximum: 1000 }),
  stationId: Id,
  chargerIndex: Type.Integer({ minimum: 0, maximum: 1000 }),
  bookingId: Type.Optional(Id),
});
export type CardStartBody = Static<typeof CardStartBody>;

/** What a card start came to: the booking it charges for (and until when), or why it cannot. */
export const CardStartResult = Type.Union([
  Type.Object({ started: Type.Literal(true), bookingId: Id, until: IsoDateTime }),
  Type.Object({ started: Type.Literal(false), reason: Type.String() }),
]);
export type CardStartResult = Static<typeof CardStartResult>;

/**
 * POST /internal/walk-ups (charging to bookings): a walk-up on a station's charger for a driver who tapped a
 * card there, for their first vehicle (in the order they were added) that fits it, "until full" but costing
 * at most `maxTotal` with the platform fee and GST. The walk-up is pending (unpaid) like any new booking.
 */
export const CardWalkUpBody = Type.Object({
  userId: Id,
  stationId: Id,
  chargerIndex: Type.Integer({ minimum: 0, maximum: 1000 }),
  maxTotal: MoneyString,
});
export type CardWalkUpBody = Static<typeof CardWalkUpBody>;

/** The walk-up made (200), or why none can start now, in words for the driver (also 200). */
export const CardWalkUpResult = Type.Union([
  Type.Object({ created: Type.Literal(true), booking: InternalBooking }),
  Type.Object({ created: Type.Literal(false), reason: Type.String() }),
]);
export type CardWalkUpResult = Static<typeof CardWalkUpResult>;

/** GET /internal/wallets/:userId (payments): the driver's wallet balance, rupees. */
export const InternalWallet = Type.Object({ userId: Id, balance: MoneyString });
export type InternalWallet = Static<typeof InternalWallet>;

/**
 * POST /internal/payments/wallet (charging to payments): pays the driver's pending booking from the wallet,
 * exactly as the driver paying it with the wallet would (payment.completed confirms it). A booking paid
 * before answers that payment.
 */
export const WalletPaymentBody = Type.Object({ userId: Id, bookingId: Id });
export type WalletPaymentBody = Static<typeof WalletPaymentBody>;

/** The payment taken (200), or why not, in words for the driver (also 200: declined, balance too low). */
export const WalletPaymentResult = Type.Union([
  Type.Object({ paid: Type.Literal(true), paymentId: Id, amount: MoneyString }),
  Type.Object({ paid: Type.Literal(false), reason: Type.String() }),
]);
export type WalletPaymentResult = Static<typeof WalletPaymentResult>;

import type { ChargerReservationStatus, ReservationRefusal } from '@chargesetu/shared/contracts';

/** What the charger answered to ReserveNow. */
export type ReserveNowAnswer = 'Accepted' | ReservationRefusal;

/**
 * Whether the charger is still owed a CancelReservation: `none` (nothing to withdraw), `pending` (the job
 * sends it), `sent` (answered, or no longer needed once the charger let it go itself).
 */
export type CancelState = 'none' | 'pending' | 'sent';

/** The charger's answer to CancelReservation, or `unreachable` when it could not be asked. */
export type CancelAnswer = 'Accepted' | 'Rejected' | 'unreachable';

/** A booking's connector held on its charger, as the repository answers it. */
export interface StoredReservation {
  /** The OCPP reservationId. */
  id: number;
  bookingId: number;
  userId: number;
  stationId: number;
  chargerIndex: number;
  chargePointId: string;
  /** Never 0: always the booked connector. */
  connectorId: number;
  /** The driver's idTag: only it may start on the reserved connector. */
  idTag: string;
  slotStart: Date;
  /** The slot's start plus RESERVATION_GRACE_MINUTES: the charger lets the connector go then. */
  expiresAt: Date;
  status: ChargerReservationStatus;
  chargerAnswer: ReserveNowAnswer | null;
  /** How many times ReserveNow was sent. */
  attempts: number;
  /** When ReserveNow was last sent (the lease: another instance asks again only after the retry interval). */
  requestedAt: Date;
  answeredAt: Date | null;
  /** When it was cancelled, expired or used. */
  endedAt: Date | null;
  cancelState: CancelState;
  cancelRequestedAt: Date | null;
  cancelAnswer: CancelAnswer | null;
}

/** A reservation about to be requested: the booking, its connector, the driver's idTag and the window. */
export type NewReservation = Pick<
  StoredReservation,
  | 'bookingId'
  | 'userId'
  | 'stationId'
  | 'chargerIndex'
  | 'chargePointId'
  | 'connectorId'
  | 'idTag'
  | 'slotStart'
  | 'expiresAt'
>;

/** What a ReserveNow came to: the charger's answer as a state. */
export interface ReserveOutcome {
  status: Extract<ChargerReservationStatus, 'accepted' | 'refused' | 'unreachable'>;
  chargerAnswer: ReserveNowAnswer | null;
}

import {
  beyondHorizonMessage,
  BOOKING_DURATION_MINUTES,
  Conflict,
  dateOutsideWindowMessage,
  NotFound,
  SLOT_BOOKABLE_MINUTES_LEFT,
} from '@chargesetu/shared/domain';

/** What the user reads when a booking request is refused (the web shows `message`). */
export const MESSAGES = {
  chargerNotAvailable: 'The selected charger is not available.',
  notASlotStart:
    "startTime must be a 30-minute slot start (HH:00 or HH:30 IST) inside the station's opening hours",
  slotAlmostOver: `This slot is over or ends in less than ${SLOT_BOOKABLE_MINUTES_LEFT} minutes: a slot can be booked while at least ${SLOT_BOOKABLE_MINUTES_LEFT} minutes of it remain. Please choose a later slot.`,
  wrongLength: `Bookings are ${BOOKING_DURATION_MINUTES} minutes long`,
  allBooked: 'All slots are booked for this time. Please choose another slot.',
  vehicleBusy: 'This vehicle already has a booking at that time. Choose another time or vehicle.',
  beyondHorizon: (days: number) => beyondHorizonMessage(days),
  dateOutsideWindow: (days: number) => dateOutsideWindowMessage(days),
  tooManyHolds: (max: number) =>
    `You already have ${max} unpaid ${max === 1 ? 'booking' : 'bookings'}. Pay for or cancel one first.`,
  incompatible: (type: string, supported: readonly string[]) =>
    `Incompatible with ${type}: this vehicle supports ${supported.length ? supported.join(', ') : 'no connector'}`,
  alreadyCancelled: 'This booking is already cancelled.',
  cannotCancelActive:
    'Charging has already started for this booking. Stop charging to end it; you pay only for the energy delivered.',
  cannotCancelCompleted: 'This booking is completed and can no longer be cancelled.',
  cannotCancelStarted: 'This booking has already started and can no longer be cancelled.',
  noLongerCancellable: (id: number) => `Booking ${id} can no longer be cancelled.`,
  notAffected:
    'This booking can be moved only while its charger is out of service within an hour of its slot. Its charger can serve it.',
  movedAway: 'This booking changed meanwhile (cancelled, charging or moved). Refresh and try again.',
  invalidDate: 'date must be a calendar date in the form YYYY-MM-DD',
} as const;

/** A missing booking, and someone else's: the two are answered alike, so ids reveal nothing. */
export const bookingNotFound = (id: number) => new NotFound(`Booking ${id} was not found`);
export const stationNotFound = (id: number) => new NotFound(`Station ${id} was not found`);
/** A missing vehicle, and someone else's. */
export const vehicleNotFound = (id: number) => new NotFound(`Vehicle ${id} was not found`);
export const allBooked = () => new Conflict(MESSAGES.allBooked);
export const vehicleBusy = () => new Conflict(MESSAGES.vehicleBusy);
export const tooManyHolds = (max: number) => new Conflict(MESSAGES.tooManyHolds(max));

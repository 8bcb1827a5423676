import { BOOKING_DURATION_MINUTES } from '@chargesetu/shared/domain';
import { conflict, notFound } from '@chargesetu/shared/server-kit';

/** What the user reads when a booking request is refused (the web shows `message`). */
export const MESSAGES = {
  chargerNotAvailable: 'The selected charger is not available.',
  notASlotStart:
    "startTime must be a 30-minute slot start (HH:00 or HH:30 IST) inside the station's opening hours",
  slotStarted: 'This slot has already started',
  wrongLength: `Bookings are ${BOOKING_DURATION_MINUTES} minutes long`,
  allBooked: 'All slots are booked for this time. Please choose another slot.',
  tooManyHolds: (max: number) =>
    `You already have ${max} unpaid ${max === 1 ? 'booking' : 'bookings'}. Pay for or cancel one first.`,
  incompatible: (type: string, supported: readonly string[]) =>
    `Incompatible with ${type}: this vehicle supports ${supported.length ? supported.join(', ') : 'no connector'}`,
  alreadyCancelled: 'This booking is already cancelled.',
  cannotCancelActive: 'Charging has started for this booking, so it can no longer be cancelled.',
  cannotCancelCompleted: 'This booking is completed and can no longer be cancelled.',
  cannotCancelStarted: 'This booking has already started and can no longer be cancelled.',
  invalidDate: 'date must be a calendar date in the form YYYY-MM-DD',
} as const;

export const bookingNotFound = (id: number) => notFound(`Booking ${id} was not found`);
export const stationNotFound = (id: number) => notFound(`Station ${id} was not found`);
export const vehicleNotFound = (id: number) => notFound(`Vehicle ${id} was not found`);
export const allBooked = () => conflict(MESSAGES.allBooked);

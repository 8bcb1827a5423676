import { localizeMessage } from '@chargesetu/shared/domain';
import { bookingNotFound, MESSAGES, stationNotFound, vehicleNotFound } from './messages';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Every message of a booking refusal, with real values where it has some. */
const ALL: string[] = [
  ...Object.values(MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : [])),
  MESSAGES.beyondHorizon(30),
  MESSAGES.dateOutsideWindow(1),
  MESSAGES.tooManyHolds(1),
  MESSAGES.tooManyHolds(3),
  MESSAGES.incompatible('CCS2', ['Type 2', 'CHAdeMO']),
  MESSAGES.incompatible('CCS2', []),
  MESSAGES.noLongerCancellable(17),
  bookingNotFound(5).message,
  stationNotFound(6).message,
  vehicleNotFound(7).message,
];

describe('booking refusals in Hindi', () => {
  it.each(ALL)('has Hindi for "%s"', (english) => {
    expect(localizeMessage(english, 'hi')).toMatch(DEVANAGARI);
  });
});

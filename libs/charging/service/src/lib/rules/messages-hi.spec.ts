import { localizeMessage } from '@chargesetu/shared/domain';
import type { EndReason } from '../repositories/stored-session';
import { bookingNotFound, MESSAGES } from './messages';

const DEVANAGARI = /[\u0900-\u097F]/;
const REASONS: EndReason[] = ['stopped', 'full', 'time_up', 'cancelled', 'paid_energy'];
const AT = new Date('2026-11-24T05:00:00.000Z');

/** Every message of a charging refusal, with real values where it has some. */
const ALL: string[] = [
  ...Object.values(MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : [])),
  MESSAGES.slotEnded(AT),
  MESSAGES.tooEarly(AT, 1),
  MESSAGES.tooEarly(AT, 15),
  MESSAGES.ended(null),
  MESSAGES.chargerRefusedStart('Rejected'),
  MESSAGES.startTimedOut(60),
  bookingNotFound(9).message,
];

describe('charging refusals in Hindi', () => {
  it.each(ALL)('has Hindi for "%s"', (english) => {
    expect(localizeMessage(english, 'hi')).toMatch(DEVANAGARI);
  });

  it.each(REASONS)('says why a session ended (%s) in Hindi', (reason) => {
    const hindi = localizeMessage(MESSAGES.ended(reason), 'hi');
    expect(hindi).toMatch(/^इस बुकिंग का चार्जिंग सेशन पहले ही खत्म हो चुका है \([\u0900-\u097F ,]+\)।$/);
  });
});

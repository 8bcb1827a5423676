import type { InternalBooking } from '@chargesetu/shared/contracts';
import { localizeMessage } from '@chargesetu/shared/domain';
import { BAD_WALLET_HISTORY_LIMIT } from '../routes/wallet-history.routes';
import { assertPayable, NOT_PAYABLE_MESSAGE } from './payable';
import { DECLINED_MESSAGE } from './simulated-bank';

const DEVANAGARI = /[\u0900-\u097F]/;
const NOW = new Date('2026-11-24T05:00:00.000Z');

/** What assertPayable answers for a booking in this state. */
function notPayable(status: InternalBooking['status'], holdExpiresAt: string | null): string {
  try {
    assertPayable({ status, holdExpiresAt } as InternalBooking, NOW);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected a refusal');
}

const ALL: string[] = [
  DECLINED_MESSAGE,
  BAD_WALLET_HISTORY_LIMIT,
  `${NOT_PAYABLE_MESSAGE}: it was cancelled and refunded.`,
  notPayable('pending', '2026-11-24T04:00:00.000Z'),
  'This booking is being paid right now. Please try again in a moment.',
];

describe('payment refusals in Hindi', () => {
  it.each(ALL)('has Hindi for "%s"', (english) => {
    expect(localizeMessage(english, 'hi')).toMatch(DEVANAGARI);
  });

  it.each(['confirmed', 'cancelled', 'completed', 'active'] as const)(
    'says in Hindi why a %s booking cannot be paid',
    (status) => {
      expect(localizeMessage(notPayable(status, null), 'hi')).toMatch(
        /^इस बुकिंग का अब भुगतान नहीं हो सकता: [\u0900-\u097F ]+।$/,
      );
    },
  );
});

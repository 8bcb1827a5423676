import { localizeMessage } from '@chargesetu/shared/domain';
import { MESSAGES } from './messages';

describe('assistant refusals in Hindi', () => {
  // The question checks run before the chat's language is known: the error handler words them.
  it.each([MESSAGES.emptyQuery, MESSAGES.tooLong])('has Hindi for "%s"', (english) => {
    expect(localizeMessage(english, 'hi')).toMatch(/[\u0900-\u097F]/);
  });

  it('has Hindi for the rate-limit refusal, with its figures', () => {
    expect(localizeMessage(MESSAGES.rateLimited(5, 12), 'hi')).toBe(
      'आप मेरे जवाब देने से ज़्यादा तेज़ी से पूछ रहे हैं: एक मिनट में ज़्यादा से ज़्यादा 5 सवाल। कृपया 12 सेकंड रुककर फिर से पूछें।',
    );
    expect(localizeMessage(MESSAGES.rateLimited(1, 1), 'hi')).toMatch(/ज़्यादा 1 सवाल। कृपया 1 सेकंड/);
  });
});

import { localizeMessage } from '@chargesetu/shared/domain';
import { MESSAGES } from './messages';

describe('assistant refusals in Hindi', () => {
  // The question checks run before the chat's language is known: the error handler words them.
  it.each([MESSAGES.emptyQuery, MESSAGES.tooLong])('has Hindi for "%s"', (english) => {
    expect(localizeMessage(english, 'hi')).toMatch(/[\u0900-\u097F]/);
  });

  it('leaves a message the assistant already wrote in Hindi as it is', () => {
    const hindi = MESSAGES.hi.rateLimited(5, 12);
    expect(localizeMessage(hindi, 'hi')).toBe(hindi);
  });
});

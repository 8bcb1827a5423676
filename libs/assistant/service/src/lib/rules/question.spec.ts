import { ASSISTANT_QUERY_MAX_LENGTH } from '@chargesetu/shared/contracts';
import { InvalidRequest } from '@chargesetu/shared/domain';
import { MESSAGES } from './messages';
import { readQuestion } from './question';

describe('readQuestion', () => {
  it('trims the question', () => {
    expect(readQuestion('  stations in Pune \n')).toBe('stations in Pune');
  });

  it.each(['', '   \n\t  '])('refuses %j as empty', (raw) => {
    expect(() => readQuestion(raw)).toThrow(new InvalidRequest(MESSAGES.emptyQuery));
  });

  it('takes exactly the limit once trimmed and refuses one character more', () => {
    const max = 'x'.repeat(ASSISTANT_QUERY_MAX_LENGTH);
    expect(readQuestion(`  ${max}  `)).toBe(max);
    expect(() => readQuestion(`${max}y`)).toThrow(new InvalidRequest(MESSAGES.tooLong));
  });
});

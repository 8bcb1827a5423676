import { acceptedLanguage } from './accept-language';

describe('acceptedLanguage', () => {
  it.each(['hi', 'hi-IN', 'HI-in', 'hi-IN,hi;q=0.9', 'hi;q=0.8, en', ' hi , en-GB'])(
    'reads %s as Hindi',
    (header) => {
      expect(acceptedLanguage(header)).toBe('hi');
    },
  );

  it.each([undefined, '', 'en', 'en-IN,hi;q=0.9', 'hin', 'hindi', '*', 'fr-FR'])(
    'reads %s as English',
    (header) => {
      expect(acceptedLanguage(header)).toBe('en');
    },
  );

  it('reads the first of a repeated header', () => {
    expect(acceptedLanguage(['hi-IN', 'en'])).toBe('hi');
    expect(acceptedLanguage([])).toBe('en');
  });
});

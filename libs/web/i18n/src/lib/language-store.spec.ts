import { detectLanguage, LANGUAGE_STORAGE_KEY } from './language-store';

describe('detectLanguage (issue #20)', () => {
  afterEach(() => localStorage.clear());

  it('prefers the language chosen on this device before', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(detectLanguage(['en-IN', 'en'])).toBe('hi');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage(['hi-IN'])).toBe('en');
  });

  it("otherwise takes the first of the browser's languages the app speaks: 'hi-IN' is Hindi", () => {
    expect(detectLanguage(['hi-IN', 'en-IN'])).toBe('hi');
    expect(detectLanguage(['HI'])).toBe('hi');
    expect(detectLanguage(['fr-FR', 'hi-IN', 'en'])).toBe('hi');
    expect(detectLanguage(['en-GB', 'hi-IN'])).toBe('en');
  });

  it('falls back to English, and ignores a stored value that is no language of the app', () => {
    expect(detectLanguage(['fr-FR', 'ta-IN'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectLanguage(['hi-IN'])).toBe('hi');
  });
});

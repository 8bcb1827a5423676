/** The languages the app speaks (issue #20): English and Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 locale each language formats numbers in: ₹1,23,456.00 grouping in both. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

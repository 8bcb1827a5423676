import { isLanguage, LANGUAGES, type Language } from '@chargesetu/shared/domain';

/** Where the language chosen on this device is kept, for visits before sign-in. */
export const LANGUAGE_STORAGE_KEY = 'chargesetu.language';

export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode, policy): follow the browser
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this visit (and on the server once signed in)
  }
}

/**
 * The language of a first visit: the one chosen on this device before, else the first of the browser's
 * preferred languages that the app speaks ("hi-IN" -> Hindi), else English.
 */
export function detectLanguage(preferred: readonly string[] = navigatorLanguages()): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return LANGUAGES[0];
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

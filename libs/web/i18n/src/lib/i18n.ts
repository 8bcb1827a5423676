import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@chargesetu/shared/domain';
import { detectLanguage, storeLanguage } from './language-store';

type LocaleFiles = Record<string, Record<string, unknown>>;

// Each language is its own chunk (every namespace of it together), loaded before the first screen in it.
const LOADERS: Record<Language, () => Promise<{ default: LocaleFiles }>> = {
  en: () => import('../locales/en'),
  hi: () => import('../locales/hi'),
};

/** The namespace of a locale file: './hi/stations.json' -> 'stations'. */
export function namespaceOf(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.json$/, '');
}

/** The app's one i18next instance. */
export const i18n = i18next.createInstance();

const loaded = new Set<Language>();

async function ensureLoaded(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const files = (await LOADERS[language]()).default;
  for (const [path, resources] of Object.entries(files)) {
    i18n.addResourceBundle(language, namespaceOf(path), resources, true, true);
  }
  loaded.add(language);
}

function markDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export interface InitI18nOptions {
  /** Called for a key that is in no namespace of the language (the unit tests fail on one). */
  onMissingKey?: (language: string, namespace: string, key: string) => void;
}

/**
 * Starts i18next in the given language (by default the one detectLanguage finds) with that language's chunk
 * loaded. Resolves when the first screen can be drawn in it.
 */
export async function initI18n(
  language: Language = detectLanguage(),
  { onMissingKey }: InitI18nOptions = {},
): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      ns: [],
      defaultNS: 'common',
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
      saveMissing: onMissingKey !== undefined,
      missingKeyHandler: onMissingKey
        ? (lngs, ns, key) => onMissingKey(lngs.join(','), ns, key)
        : undefined,
    });
  }
  await ensureLoaded(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  markDocument(language);
}

/** The language the app is showing now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * Switches the app to a language: loads its chunk if this is the first time, redraws every screen in it and
 * remembers it on this device (the caller saves it on the server for a signed-in user).
 */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  if (language === currentLanguage() && loaded.has(language)) return;
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  markDocument(language);
}

/**
 * A translation outside a component (view models, toasts, document titles): the current language's text.
 * Components use react-i18next's useTranslation, which also redraws them when the language changes.
 */
export function translate(key: string, options?: Record<string, unknown>): string {
  const t = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return t(key, options);
}

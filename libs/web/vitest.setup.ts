// Runs before every web unit test file.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
// Relative: this file sits outside every project, where the tsconfig path aliases are not applied.
import { changeLanguage, initI18n } from './i18n/src/index';

// Lazy pages are real dynamic imports: on a busy 2-core CI machine the first one can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// Screens are tested in English unless a test switches; a key missing from the locale files fails the test.
const missingKeys: string[] = [];
beforeAll(async () => {
  await initI18n('en', { onMissingKey: (language, ns, key) => missingKeys.push(`${language} ${ns}:${key}`) });
});

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await changeLanguage('en');
  window.localStorage.clear();
  const missing = missingKeys.splice(0);
  expect(missing, 'translation keys missing from the locale files').toEqual([]);
});

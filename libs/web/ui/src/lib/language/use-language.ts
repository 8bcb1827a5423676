import { useCallback } from 'react';
import type { Language } from '@chargesetu/shared/domain';
import {
  selectCurrentUser,
  useAppSelector,
  useSaveLanguagePreferenceMutation,
} from '@chargesetu/web/data-access';
import { changeLanguage, currentLanguage, useTranslation } from '@chargesetu/web/i18n';

/**
 * The language shown and a switch to another: the app redraws in it at once, this device remembers it, and
 * for a signed-in user it is saved on the server (PUT /api/auth/me/language) so it follows them.
 */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  useTranslation(); // redraw on a switch
  const user = useAppSelector(selectCurrentUser);
  const [save] = useSaveLanguagePreferenceMutation();
  const setLanguage = useCallback(
    async (language: Language) => {
      await changeLanguage(language);
      if (user) await save({ language }).unwrap().catch(() => undefined); // kept on this device regardless
    },
    [save, user],
  );
  return [currentLanguage(), setLanguage];
}

import { useEffect } from 'react';
import { selectCurrentUser, useAppSelector, useGetLanguagePreferenceQuery } from '@chargesetu/web/data-access';
import { changeLanguage } from '@chargesetu/web/i18n';

/**
 * Once a user is signed in, shows the app in the language saved on their account (GET
 * /api/auth/me/language), whatever this device had chosen before.
 */
export function LanguageSync() {
  const user = useAppSelector(selectCurrentUser);
  const { data } = useGetLanguagePreferenceQuery(undefined, { skip: !user });
  const saved = user ? data?.language : undefined;
  useEffect(() => {
    if (saved) void changeLanguage(saved);
  }, [saved]);
  return null;
}

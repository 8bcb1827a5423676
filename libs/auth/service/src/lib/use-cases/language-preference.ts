import type { Language, LanguagePreference } from '@chargesetu/shared/contracts';
import { Unauthenticated } from '@chargesetu/shared/domain';
import type { AuthDeps } from '../deps';
import { ACCOUNT_GONE, currentUser } from './current-user';

/** The language the signed-in user reads the app in (a deleted account gets 401). */
export async function getLanguagePreference(deps: AuthDeps, userId: number): Promise<LanguagePreference> {
  return { language: (await currentUser(deps, userId)).language };
}

/** Saves the signed-in user's language and answers what is stored now; a deleted account gets 401. */
export async function saveLanguagePreference(
  deps: AuthDeps,
  userId: number,
  language: Language,
): Promise<LanguagePreference> {
  const saved = await deps.users.setLanguage(userId, language);
  if (!saved) throw new Unauthenticated(ACCOUNT_GONE);
  return { language: saved.language };
}

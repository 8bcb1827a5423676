import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { signOut, useAppDispatch, useToast } from '@chargesetu/web/data-access';
import { translate } from '@chargesetu/web/i18n';

/**
 * docs/product.md §2.10 and §4: logout clears the session and every cached response, says so, and goes to /.
 * `message` lets the admin dashboard use its own wording (docs/product.md §2.14).
 *
 * It leaves the page first and clears the session once the landing page is on screen: cleared while a
 * protected page is still shown, that page's guard would send the visitor to /auth instead of /. The
 * router renders navigations as transitions, which an urgent store update would overtake, hence
 * `flushSync`.
 */
export function useSignOut(message?: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(() => {
    void Promise.resolve(navigate(paths.landing.path, { flushSync: true })).then(() => {
      dispatch(signOut());
      toast.success(translate('common:frame.loggedOutTitle'), message ?? translate('common:frame.loggedOut'));
    });
  }, [dispatch, navigate, toast, message]);
}

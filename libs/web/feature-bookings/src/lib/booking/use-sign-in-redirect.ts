import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectSessionStatus, useAppSelector, useToast } from '@chargesetu/web/data-access';
import { translate } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';

/**
 * docs/product.md §2.4: a visitor who is not signed in is sent to /login with the toast
 * "Authentication required" / "Please sign in to book a charging station". Waits while a stored session is
 * being checked. Returns whether the page may show (a signed-in user).
 */
export function useSignInRedirect(description: string): boolean {
  const status = useAppSelector(selectSessionStatus);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const sent = useRef(false);
  useEffect(() => {
    if (status !== 'anonymous' || sent.current) return;
    sent.current = true;
    toast.show({ title: translate('bookings:signIn.title'), description, severity: 'warning' });
    navigate(paths.login.path, { replace: true, state: { from: `${location.pathname}${location.search}` } });
  }, [status, description, navigate, location, toast]);
  return status === 'authenticated';
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { signOut, useAppDispatch, useToast } from '@chargesetu/web/data-access';

/**
 * Spec 2.10 and 4: logout clears the session and every cached response, says so, and goes to /.
 * `message` lets the admin dashboard use its own wording (spec 2.14).
 */
export function useSignOut(message = 'You have been successfully logged out.') {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(() => {
    dispatch(signOut());
    toast.success('Logged Out', message);
    navigate(paths.landing.path);
  }, [dispatch, navigate, toast, message]);
}

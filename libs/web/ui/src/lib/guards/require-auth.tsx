import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import {
  selectSessionStatus,
  useAppDispatch,
  useAppSelector,
  verifySession,
} from '@chargesetu/web/data-access';
import { PageLoader } from '../feedback/page-loader';

export interface RequireAuthProps {
  /** What to render when allowed; the nested routes (`<Outlet />`) by default. */
  children?: ReactNode;
  redirectTo?: string;
}

/**
 * docs/product.md §2.1: a protected route shows "Loading..." while the session is checked; with no user it
 * re-checks the session once, and if that fails it goes to /auth (remembering where the user wanted
 * to go in the location state `from`).
 */
export function RequireAuth({ children, redirectTo = paths.signIn.path }: RequireAuthProps) {
  const status = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const recheckStarted = useRef(false);
  const [rechecked, setRechecked] = useState(false);

  useEffect(() => {
    if (status !== 'anonymous' || recheckStarted.current) return;
    recheckStarted.current = true;
    void dispatch(verifySession()).finally(() => setRechecked(true));
  }, [status, dispatch]);

  if (status === 'authenticated') return children ?? <Outlet />;
  if (status === 'anonymous' && rechecked) {
    return <Navigate to={redirectTo} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <PageLoader />;
}

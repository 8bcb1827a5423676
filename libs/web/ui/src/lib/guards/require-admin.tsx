import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { selectIsAdmin, selectSessionStatus, useAppSelector } from '@chargesetu/web/data-access';
import { PageLoader } from '../feedback/page-loader';
import { translate } from '@chargesetu/web/i18n';

export interface RequireAdminProps {
  children?: ReactNode;
  /**
   * Non-admins go here: /admin-login by default; /admin-settings sends them to /dashboard
   * (docs/product.md §2.14).
   */
  redirectTo?: string;
  /** Signed-out visitors go here; defaults to `redirectTo`. */
  signedOutRedirectTo?: string;
  fullScreen?: boolean;
}

/**
 * docs/product.md §2.1 administrator guard. A stored admin record lets the admin screen render while the
 * session check runs (the server refuses admin data to anyone else anyway); once the check ends, only a user
 * the server confirmed as admin stays. Shows "Loading admin dashboard..." while it cannot decide.
 */
export function RequireAdmin({
  children,
  redirectTo = paths.adminLogin.path,
  signedOutRedirectTo,
  fullScreen = true,
}: RequireAdminProps) {
  const status = useAppSelector(selectSessionStatus);
  const isAdmin = useAppSelector(selectIsAdmin);

  if (isAdmin) return children ?? <Outlet />;
  if (status === 'loading')
    return <PageLoader label={translate('common:loading.admin')} fullScreen={fullScreen} />;
  const target = status === 'anonymous' ? (signedOutRedirectTo ?? redirectTo) : redirectTo;
  return <Navigate to={target} replace />;
}

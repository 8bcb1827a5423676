import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { Form, Formik } from 'formik';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  getErrorMessage,
  isServerRejection,
  selectIsAdmin,
  startSession,
  useAppDispatch,
  useAppSelector,
  useToast,
} from '@chargesetu/web/data-access';
import { paths } from '@chargesetu/web/routes';
import { useTranslation } from '@chargesetu/web/i18n';
import { FocusedLayout, FormikPasswordField, FormikTextField } from '@chargesetu/web/ui';
import { useAdminLoginMutation } from '../api/admin.api';
import { adminLoginSchema, emptyAdminLogin, type AdminLoginValues } from '../forms/admin-login.schema';

/**
 * docs/product.md §2.10 and §9: the redirect after an admin login waits this long (the welcome toast shows
 * first).
 */
export const ADMIN_REDIRECT_DELAY_MS = 100;

/**
 * Administrator sign-in (/admin-login, docs/product.md §2.14). An administrator already signed in, or found
 * by the session check, goes to /admin-dashboard at once; after signing in here, 100 ms later.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const isAdmin = useAppSelector(selectIsAdmin);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [adminLogin] = useAdminLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const justSignedIn = useRef(false);

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(
      () => navigate(paths.adminDashboard.path, { replace: true }),
      ADMIN_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  if (isAdmin && !justSignedIn.current) return <Navigate to={paths.adminDashboard.path} replace />;

  const submit = async (values: AdminLoginValues) => {
    setFailure(null);
    try {
      const response = await adminLogin({
        username: values.username.trim(),
        password: values.password,
      }).unwrap();
      justSignedIn.current = true;
      dispatch(startSession(response));
      toast.success(
        t('login.welcome'),
        t('login.signedInAs', { name: response.user.name || response.user.username }),
      );
      setRedirecting(true);
    } catch (error) {
      if (isServerRejection(error)) setFailure(getErrorMessage(error, t('login.invalid')));
      else toast.error(t('login.error'), t('login.unexpected'));
    }
  };

  return (
    <FocusedLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Typography>
          {t('login.notAdmin')}{' '}
          <Link component={RouterLink} to={paths.signIn.path}>
            {t('login.userSignIn')}
          </Link>
        </Typography>
      }
    >
      <Stack spacing={2.5}>
        {/* A standing note, not an alert: only the refusal below is announced (role="alert"). */}
        <Alert severity="info" role="note" icon={<AdminPanelSettingsOutlined />}>
          {t('login.restricted')}
        </Alert>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Formik initialValues={emptyAdminLogin} validationSchema={adminLoginSchema} onSubmit={submit}>
          {({ isSubmitting }) => {
            const busy = isSubmitting || redirecting;
            return (
              <Form noValidate aria-label={t('login.title')}>
                <Stack spacing={2.5}>
                  <FormikTextField
                    name="username"
                    label={t('users.col.username')}
                    autoComplete="username"
                    autoCapitalize="none"
                  />
                  <FormikPasswordField
                    name="password"
                    label={t('credentials.password')}
                    autoComplete="current-password"
                  />
                  <Button type="submit" variant="contained" size="large" disabled={busy}>
                    {busy ? t('login.authenticating') : t('login.submit')}
                  </Button>
                </Stack>
              </Form>
            );
          }}
        </Formik>
      </Stack>
    </FocusedLayout>
  );
}

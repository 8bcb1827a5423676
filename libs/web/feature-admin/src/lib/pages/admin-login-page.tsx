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
import { FocusedLayout, FormikPasswordField, FormikTextField } from '@chargesetu/web/ui';
import { useAdminLoginMutation } from '../api/admin.api';
import { adminLoginSchema, emptyAdminLogin, type AdminLoginValues } from '../forms/admin-login.schema';

/**
 * docs/product.md §2.10 and §9: the redirect after an admin login waits this long (the welcome toast shows
 * first).
 */
export const ADMIN_REDIRECT_DELAY_MS = 100;
/** docs/product.md §8: an admin login the server refused without a message. */
export const ADMIN_LOGIN_FALLBACK = 'Invalid credentials';

/**
 * Administrator sign-in (/admin-login, docs/product.md §2.14). An administrator already signed in, or found
 * by the session check, goes to /admin-dashboard at once; after signing in here, 100 ms later.
 */
export default function AdminLoginPage() {
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
        'Welcome, Administrator',
        `Signed in as ${response.user.name || response.user.username}.`,
      );
      setRedirecting(true);
    } catch (error) {
      if (isServerRejection(error)) setFailure(getErrorMessage(error, ADMIN_LOGIN_FALLBACK));
      else toast.error('Login Error', 'An unexpected error occurred. Please try again.');
    }
  };

  return (
    <FocusedLayout
      title="Administrator sign-in"
      subtitle="Manage stations, users, payments and support for the ChargeSetu network."
      footer={
        <Typography>
          Not an administrator?{' '}
          <Link component={RouterLink} to={paths.signIn.path}>
            User sign-in
          </Link>
        </Typography>
      }
    >
      <Stack spacing={2.5}>
        <Alert severity="info" icon={<AdminPanelSettingsOutlined />}>
          This area is restricted to administrators only
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
              <Form noValidate aria-label="Administrator sign-in">
                <Stack spacing={2.5}>
                  <FormikTextField
                    name="username"
                    label="Username"
                    autoComplete="username"
                    autoCapitalize="none"
                  />
                  <FormikPasswordField name="password" label="Password" autoComplete="current-password" />
                  <Button type="submit" variant="contained" size="large" disabled={busy}>
                    {busy ? 'Authenticating...' : 'Login to Dashboard'}
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

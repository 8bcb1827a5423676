import { useRef } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import {
  getErrorMessage,
  isServerRejection,
  selectSessionStatus,
  startSession,
  useAppDispatch,
  useAppSelector,
  useToast,
} from '@chargesetu/web/data-access';
import { paths, returnPath } from '@chargesetu/web/routes';
import { FocusedLayout, FormikPasswordField, FormikTextField } from '@chargesetu/web/ui';
import { useLoginMutation } from '../api/auth.api';
import { emptySignIn, signInSchema, type SignInValues } from '../forms/sign-in.schema';

/** docs/product.md §8 fallbacks when the server gives no message, and for failures the server never saw. */
export const LOGIN_FAILED_FALLBACK = 'Invalid username or password. Please try again.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/**
 * Sign-in (/auth and /login, docs/product.md §2.10): username (or email) and password. Signing in (or
 * arriving signed in) goes back to the page the visitor came from, passed as `state.from` by whatever sent
 * them here (only a path of this app), else to /user-dashboard. Sign up carries that page along.
 */
export default function SignInPage() {
  const status = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  // Where the visitor was before being sent here (docs/product.md §2.10); the dashboard otherwise.
  const from = returnPath(location.state);
  const next = from ?? paths.userDashboard.path;
  const [login] = useLoginMutation();
  // Set while this page signs someone in, so the "already signed in" redirect does not race it.
  const signingIn = useRef(false);

  if (status === 'authenticated' && !signingIn.current) {
    return <Navigate to={next} replace />;
  }

  const submit = async (values: SignInValues) => {
    try {
      const response = await login({ username: values.username.trim(), password: values.password }).unwrap();
      signingIn.current = true;
      dispatch(startSession(response));
      toast.success('Login Successful', `Welcome back, ${response.user.name || response.user.username}!`);
      navigate(next, { replace: true });
    } catch (error) {
      signingIn.current = false;
      if (isServerRejection(error))
        toast.error('Login Failed', getErrorMessage(error, LOGIN_FAILED_FALLBACK));
      else toast.error('Login Error', UNEXPECTED_ERROR);
    }
  };

  return (
    <FocusedLayout
      title="Sign in"
      subtitle="Welcome back. Sign in to book slots, pay and follow your charging live."
      footer={
        <Stack spacing={1}>
          <Typography>
            Don&apos;t have an account?{' '}
            <Link component={RouterLink} to={paths.register.path} state={from ? { from } : undefined}>
              Sign up
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Administrator?{' '}
            <Link component={RouterLink} to={paths.adminLogin.path}>
              Admin sign-in
            </Link>
          </Typography>
        </Stack>
      }
    >
      <Formik initialValues={emptySignIn} validationSchema={signInSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Sign in">
            <Stack spacing={2.5}>
              <FormikTextField
                name="username"
                label="Username"
                helperText="Your username or email address"
                autoComplete="username"
                autoCapitalize="none"
                autoFocus
              />
              <FormikPasswordField name="password" label="Password" autoComplete="current-password" />
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                {isSubmitting ? 'Authenticating...' : 'Sign In'}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </FocusedLayout>
  );
}

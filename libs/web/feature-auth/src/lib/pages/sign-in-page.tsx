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
import { translate, useTranslation } from '@chargesetu/web/i18n';
import { paths, returnPath } from '@chargesetu/web/routes';
import { FocusedLayout, FormikPasswordField, FormikTextField } from '@chargesetu/web/ui';
import { useLoginMutation } from '../api/auth.api';
import { emptySignIn, signInSchema, type SignInValues } from '../forms/sign-in.schema';

/**
 * docs/product.md §8 fallbacks when the server gives no message, and for failures the server never saw, in
 * the language shown.
 */
export const loginFailedFallback = () => translate('auth:signIn.failed');
export const unexpectedError = () => translate('auth:unexpected');

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
  const { t } = useTranslation('auth');
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
      toast.success(
        t('signIn.successTitle'),
        t('signIn.success', { name: response.user.name || response.user.username }),
      );
      navigate(next, { replace: true });
    } catch (error) {
      signingIn.current = false;
      if (isServerRejection(error))
        toast.error(t('signIn.failedTitle'), getErrorMessage(error, loginFailedFallback()));
      else toast.error(t('signIn.errorTitle'), unexpectedError());
    }
  };

  return (
    <FocusedLayout
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <Stack spacing={1}>
          <Typography>
            {t('signIn.noAccount')}{' '}
            <Link component={RouterLink} to={paths.register.path} state={from ? { from } : undefined}>
              {t('signIn.signUp')}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('signIn.administrator')}{' '}
            <Link component={RouterLink} to={paths.adminLogin.path}>
              {t('signIn.adminSignIn')}
            </Link>
          </Typography>
        </Stack>
      }
    >
      <Formik initialValues={emptySignIn} validationSchema={signInSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('signIn.formLabel')}>
            <Stack spacing={2.5}>
              <FormikTextField
                name="username"
                label={t('signIn.username')}
                helperText={t('signIn.usernameHelp')}
                autoComplete="username"
                autoCapitalize="none"
                autoFocus
              />
              <FormikPasswordField
                name="password"
                label={t('signIn.password')}
                autoComplete="current-password"
              />
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </FocusedLayout>
  );
}

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
import { currentLanguage, translate, useTranslation } from '@chargesetu/web/i18n';
import { paths, returnPath } from '@chargesetu/web/routes';
import { FocusedLayout, FormikPasswordField, FormikTextField } from '@chargesetu/web/ui';
import { useRegisterMutation } from '../api/auth.api';
import {
  emptyRegistration,
  registerSchema,
  toRegisterBody,
  type RegisterValues,
} from '../forms/register.schema';

/** docs/product.md §8 registration fallback, in the language shown. */
export const registrationFailedFallback = () => translate('auth:register.failed');

/**
 * Registration (/register, docs/product.md §2.10): the new user is signed in and goes back to the page they
 * came from (`state.from`, carried over from the sign-in screen), else to /user-dashboard. The language the
 * visitor registered in goes with the registration, so the new account is created in it and LanguageSync
 * finds it there (never the default English for a moment).
 */
export default function RegisterPage() {
  const status = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { t } = useTranslation('auth');
  // Where the visitor was before being sent here (docs/product.md §2.10); the dashboard otherwise.
  const from = returnPath(location.state);
  const next = from ?? paths.userDashboard.path;
  const [register] = useRegisterMutation();
  const registering = useRef(false);

  if (status === 'authenticated' && !registering.current) {
    return <Navigate to={next} replace />;
  }

  const submit = async (values: RegisterValues) => {
    try {
      // The new account reads the app in the language it was created in, from its first screen on.
      const response = await register({ ...toRegisterBody(values), language: currentLanguage() }).unwrap();
      registering.current = true;
      dispatch(startSession(response));
      toast.success(t('register.successTitle'), t('register.success', { name: response.user.name }));
      navigate(next, { replace: true });
    } catch (error) {
      registering.current = false;
      if (isServerRejection(error)) {
        toast.error(t('register.failedTitle'), getErrorMessage(error, registrationFailedFallback()));
      } else {
        toast.error(t('register.errorTitle'), t('unexpected'));
      }
    }
  };

  return (
    <FocusedLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <Typography>
          {t('register.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.signIn.path} state={from ? { from } : undefined}>
            {t('register.signIn')}
          </Link>
        </Typography>
      }
    >
      <Formik initialValues={emptyRegistration} validationSchema={registerSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('register.formLabel')}>
            <Stack spacing={2}>
              <FormikTextField name="name" label={t('register.name')} autoComplete="name" />
              <FormikTextField name="email" label={t('register.email')} type="email" autoComplete="email" />
              <FormikTextField
                name="phone"
                label={t('register.phone')}
                type="tel"
                autoComplete="tel"
                placeholder="98765 43210"
              />
              <FormikTextField
                name="username"
                label={t('register.username')}
                autoComplete="username"
                autoCapitalize="none"
                helperText={t('register.usernameHelp')}
              />
              <FormikPasswordField
                name="password"
                label={t('register.password')}
                autoComplete="new-password"
                helperText={t('register.passwordHelp')}
              />
              <FormikPasswordField
                name="confirmPassword"
                label={t('register.confirmPassword')}
                autoComplete="new-password"
              />
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                {isSubmitting ? t('register.submitting') : t('register.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </FocusedLayout>
  );
}

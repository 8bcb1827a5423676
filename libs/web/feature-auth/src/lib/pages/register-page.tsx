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
import { useRegisterMutation } from '../api/auth.api';
import {
  emptyRegistration,
  registerSchema,
  toRegisterBody,
  type RegisterValues,
} from '../forms/register.schema';

/** docs/product.md §8 registration fallbacks. */
export const REGISTRATION_FAILED_FALLBACK = 'There was an error creating your account. Please try again.';
const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/**
 * Registration (/register, docs/product.md §2.10): the new user is signed in and goes back to the page they
 * came from (`state.from`, carried over from the sign-in screen), else to /user-dashboard.
 */
export default function RegisterPage() {
  const status = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
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
      const response = await register(toRegisterBody(values)).unwrap();
      registering.current = true;
      dispatch(startSession(response));
      toast.success('Registration Successful', `Welcome to ChargeSetu, ${response.user.name}!`);
      navigate(next, { replace: true });
    } catch (error) {
      registering.current = false;
      if (isServerRejection(error)) {
        toast.error('Registration Failed', getErrorMessage(error, REGISTRATION_FAILED_FALLBACK));
      } else {
        toast.error('Registration Error', UNEXPECTED_ERROR);
      }
    }
  };

  return (
    <FocusedLayout
      title="Create your account"
      subtitle="One account for finding chargers, booking slots, paying and tracking every session."
      footer={
        <Typography>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.signIn.path} state={from ? { from } : undefined}>
            Sign in
          </Link>
        </Typography>
      }
    >
      <Formik initialValues={emptyRegistration} validationSchema={registerSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Create your account">
            <Stack spacing={2}>
              <FormikTextField name="name" label="Full Name" autoComplete="name" />
              <FormikTextField name="email" label="Email" type="email" autoComplete="email" />
              <FormikTextField
                name="phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                placeholder="98765 43210"
              />
              <FormikTextField
                name="username"
                label="Username"
                autoComplete="username"
                autoCapitalize="none"
                helperText="At least 4 characters: letters, numbers, dots, hyphens or underscores"
              />
              <FormikPasswordField
                name="password"
                label="Password"
                autoComplete="new-password"
                helperText="At least 6 characters"
              />
              <FormikPasswordField
                name="confirmPassword"
                label="Confirm Password"
                autoComplete="new-password"
              />
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                {isSubmitting ? 'Creating account...' : 'Create Account'}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </FocusedLayout>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import {
  getErrorMessage,
  isServerRejection,
  selectCurrentUser,
  tokenRenewed,
  useAppDispatch,
  useAppSelector,
  useToast,
} from '@chargesetu/web/data-access';
import { FormikPasswordField } from '@chargesetu/web/ui';
import { useChangePasswordMutation } from '../api/password.api';
import {
  changePasswordSchema,
  emptyChangePassword,
  type ChangePasswordValues,
} from '../forms/change-password.schema';

/** docs/product.md §6 and §8 texts of the password change. */
export const CHANGE_PASSWORD_TEXTS = {
  signedOut: 'You must be logged in to change your password',
  failed: 'Failed to update password',
  unexpected: 'An unexpected error occurred',
  done: 'Your password has been updated',
  hint: 'Password must be at least 6 characters',
} as const;

/**
 * The change-password form (docs/product.md §2.13): current, new and confirmed new password. Clears on
 * success.
 */
export function ChangePasswordForm() {
  const user = useAppSelector(selectCurrentUser);
  const toast = useToast();
  const [changePassword] = useChangePasswordMutation();
  const dispatch = useAppDispatch();

  const submit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    if (!user) {
      toast.error('Error', CHANGE_PASSWORD_TEXTS.signedOut);
      return;
    }
    try {
      const { token } = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
      // The change revoked the token this session used: keep signed in with the fresh one.
      dispatch(tokenRenewed(token));
      toast.success('Success', CHANGE_PASSWORD_TEXTS.done);
      helpers.resetForm();
    } catch (error) {
      if (isServerRejection(error))
        toast.error('Error', getErrorMessage(error, CHANGE_PASSWORD_TEXTS.failed));
      else toast.error('Error', CHANGE_PASSWORD_TEXTS.unexpected);
    }
  };

  return (
    <Formik initialValues={emptyChangePassword} validationSchema={changePasswordSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Change password">
          {/* A hidden username lets password managers file the new password under the right account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={user?.username ?? ''}
            readOnly
            hidden
          />
          <Stack spacing={2}>
            <FormikPasswordField
              name="currentPassword"
              label="Current Password"
              autoComplete="current-password"
            />
            <FormikPasswordField
              name="newPassword"
              label="New Password"
              autoComplete="new-password"
              helperText={CHANGE_PASSWORD_TEXTS.hint}
            />
            <FormikPasswordField
              name="confirmPassword"
              label="Confirm New Password"
              autoComplete="new-password"
            />
            <Button
              type="submit"
              variant="contained"
              disabled={isSubmitting}
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              {isSubmitting ? 'Updating...' : 'Update Password'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

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
import { translate, useTranslation } from '@chargesetu/web/i18n';
import { FormikPasswordField } from '@chargesetu/web/ui';
import { useChangePasswordMutation } from '../api/password.api';
import {
  changePasswordSchema,
  emptyChangePassword,
  type ChangePasswordValues,
} from '../forms/change-password.schema';

/** docs/product.md §6 and §8 texts of the password change, in the language shown when read. */
export const CHANGE_PASSWORD_TEXTS = {
  get signedOut() {
    return translate('settings:changePassword.signedOut');
  },
  get failed() {
    return translate('settings:changePassword.failed');
  },
  get unexpected() {
    return translate('settings:changePassword.unexpected');
  },
  get done() {
    return translate('settings:changePassword.done');
  },
  get hint() {
    return translate('settings:changePassword.hint');
  },
};

/**
 * The change-password form (docs/product.md §2.13): current, new and confirmed new password. Clears on
 * success.
 */
export function ChangePasswordForm() {
  const user = useAppSelector(selectCurrentUser);
  const toast = useToast();
  const [changePassword] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const { t } = useTranslation('settings');

  const submit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    if (!user) {
      toast.error(t('changePassword.errorTitle'), CHANGE_PASSWORD_TEXTS.signedOut);
      return;
    }
    try {
      const { token } = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
      // The change revoked the token this session used: keep signed in with the fresh one.
      dispatch(tokenRenewed(token));
      toast.success(t('changePassword.successTitle'), CHANGE_PASSWORD_TEXTS.done);
      helpers.resetForm();
    } catch (error) {
      if (isServerRejection(error))
        toast.error(t('changePassword.errorTitle'), getErrorMessage(error, CHANGE_PASSWORD_TEXTS.failed));
      else toast.error(t('changePassword.errorTitle'), CHANGE_PASSWORD_TEXTS.unexpected);
    }
  };

  return (
    <Formik initialValues={emptyChangePassword} validationSchema={changePasswordSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('changePassword.formLabel')}>
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
              label={t('changePassword.current')}
              autoComplete="current-password"
            />
            <FormikPasswordField
              name="newPassword"
              label={t('changePassword.new')}
              autoComplete="new-password"
              helperText={CHANGE_PASSWORD_TEXTS.hint}
            />
            <FormikPasswordField
              name="confirmPassword"
              label={t('changePassword.confirm')}
              autoComplete="new-password"
            />
            <Button
              type="submit"
              variant="contained"
              disabled={isSubmitting}
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              {isSubmitting ? t('changePassword.submitting') : t('changePassword.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import {
  getErrorMessage,
  isServerRejection,
  selectIsAdmin,
  useAppSelector,
  useToast,
} from '@chargesetu/web/data-access';
import { translate, useTranslation } from '@chargesetu/web/i18n';
import { FormikPasswordField, FormikTextField } from '@chargesetu/web/ui';
import { useResetUserPasswordMutation } from '../api/admin.api';
import {
  emptyResetUserPassword,
  resetUserPasswordSchema,
  type ResetUserPasswordValues,
} from '../forms/reset-user-password.schema';

/** docs/product.md §5 and §8 texts of the admin reset, in the language shown when read. */
export const RESET_TEXTS = {
  get notAdmin() {
    return translate('admin:users.reset.notAdmin');
  },
  get failed() {
    return translate('admin:users.reset.failed');
  },
  get unexpected() {
    return translate('admin:users.reset.unexpected');
  },
  done: (userId: number) => translate('admin:users.reset.done', { userId }),
};

export interface ResetUserPasswordFormProps {
  /** The account to reset, chosen elsewhere (the dashboard's user detail): the User ID field is then hidden. */
  userId?: number;
  /** Called after a successful reset (the dialog closes, so the toast is not hidden behind it). */
  onDone?: () => void;
}

/**
 * "Reset User Password" (docs/product.md §2.14): an administrator sets any user's password by user ID. The
 * form refuses a non-admin before calling (the service refuses them too, with 403).
 */
export function ResetUserPasswordForm({ userId: chosenUserId, onDone }: ResetUserPasswordFormProps = {}) {
  const { t } = useTranslation('admin');
  const isAdmin = useAppSelector(selectIsAdmin);
  const toast = useToast();
  const [resetUserPassword] = useResetUserPasswordMutation();

  const submit = async (values: ResetUserPasswordValues, helpers: FormikHelpers<ResetUserPasswordValues>) => {
    if (!isAdmin) {
      toast.error(t('shared.error'), RESET_TEXTS.notAdmin);
      return;
    }
    const userId = Math.trunc(Number(values.userId));
    try {
      await resetUserPassword({ userId, newPassword: values.newPassword }).unwrap();
      toast.success(t('shared.success'), RESET_TEXTS.done(userId));
      helpers.resetForm();
      onDone?.();
    } catch (error) {
      if (isServerRejection(error))
        toast.error(t('shared.error'), getErrorMessage(error, RESET_TEXTS.failed));
      else toast.error(t('shared.error'), RESET_TEXTS.unexpected);
    }
  };

  return (
    <Formik
      initialValues={
        chosenUserId ? { ...emptyResetUserPassword, userId: chosenUserId } : emptyResetUserPassword
      }
      validationSchema={resetUserPasswordSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('users.reset.title')}>
          <Stack spacing={2}>
            {chosenUserId === undefined && (
              <FormikTextField
                name="userId"
                label={t('users.detail.userId')}
                type="number"
                slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
              />
            )}
            <FormikPasswordField
              name="newPassword"
              label={t('users.reset.newPassword')}
              autoComplete="new-password"
            />
            <FormikPasswordField
              name="confirmPassword"
              label={t('users.reset.confirmPassword')}
              autoComplete="new-password"
            />
            <Button
              type="submit"
              variant="contained"
              disabled={isSubmitting}
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              {isSubmitting ? t('users.reset.resetting') : t('users.reset.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

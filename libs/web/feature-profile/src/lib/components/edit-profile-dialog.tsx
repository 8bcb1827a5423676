import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import {
  asSessionUser,
  useAppDispatch,
  userUpdated,
  useToast,
  useUpdateMeMutation,
  type SessionUser,
} from '@chargesetu/web/data-access';
import {
  FormikTextField,
  profileChanges,
  profileFieldValues,
  type ProfileFieldValues,
} from '@chargesetu/web/ui';
import { useTranslation } from '@chargesetu/web/i18n';
import { profileSchemaFor } from '../forms/profile.schema';

export interface EditProfileDialogProps {
  open: boolean;
  user: SessionUser;
  onClose: () => void;
}

/** Edit Profile: name, email and phone with registration's rules; the username never changes. */
export function EditProfileDialog({ open, user, onClose }: EditProfileDialogProps) {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [updateProfile] = useUpdateMeMutation();
  const initial = profileFieldValues(user);

  const submit = async (values: ProfileFieldValues) => {
    const changes = profileChanges(initial, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      const { user: saved } = await updateProfile(changes).unwrap();
      const sessionUser = asSessionUser(saved);
      // Keep the stored administrator flag (docs/product.md §3) on the refreshed record.
      if (sessionUser) dispatch(userUpdated(user.isAdmin ? { ...sessionUser, isAdmin: true } : sessionUser));
      toast.success(t('edit.updated'), t('edit.updatedText'));
      onClose();
    } catch (error) {
      toast.apiError(t('edit.failed'), error, t('edit.tryAgain'));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-profile-title">
      <Formik
        initialValues={initial}
        validationSchema={profileSchemaFor(Boolean(user.phone))}
        onSubmit={submit}
        enableReinitialize
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="edit-profile-title">{t('edit.title')}</DialogTitle>
            <DialogContent dividers>
              <Stack spacing={2}>
                <FormikTextField name="name" label={t('details.fullName')} autoComplete="name" />
                <FormikTextField name="email" label={t('details.email')} type="email" autoComplete="email" />
                <FormikTextField name="phone" label={t('details.phone')} type="tel" autoComplete="tel" />
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
                {t('edit.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? t('edit.saving') : t('edit.save')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

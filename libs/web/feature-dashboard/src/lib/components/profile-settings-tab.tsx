import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import { Form, Formik, useField } from 'formik';
import { NOTIFICATION_LABELS, type NotificationPreferences } from '@chargesetu/shared/contracts';
import {
  asSessionUser,
  useAppDispatch,
  userUpdated,
  useToast,
  useUpdateMeMutation,
  type SessionUser,
} from '@chargesetu/web/data-access';
import { FormikTextField, profileChanges, SectionCard } from '@chargesetu/web/ui';
import {
  useGetNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
} from '../api/dashboard.api';
import {
  preferenceChanges,
  profileSettingsSchema,
  profileSettingsValues,
  type ProfileSettingsValues,
} from '../forms/profile-settings.schema';
import { ComingSoon } from './labels';

const TOGGLES: readonly { name: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    name: 'bookingConfirmations',
    label: NOTIFICATION_LABELS.bookingConfirmations,
    description: 'When a booking is confirmed, cancelled or refunded',
  },
  {
    name: 'chargingUpdates',
    label: NOTIFICATION_LABELS.chargingUpdates,
    description: 'When charging starts, finishes or stops',
  },
  {
    name: 'promotionalMessages',
    label: NOTIFICATION_LABELS.promotionalMessages,
    description: 'Offers and news from ChargeSetu',
  },
];

function FormikSwitch({
  name,
  label,
  description,
  disabled,
}: (typeof TOGGLES)[number] & { disabled: boolean }) {
  const [field] = useField({ name, type: 'checkbox' });
  const id = `notify-${name}`;
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
      <Box>
        <Typography component="label" htmlFor={id} sx={{ fontWeight: 600, display: 'block' }}>
          {label}
        </Typography>
        <Typography id={`${id}-description`} variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      <Switch
        {...field}
        id={id}
        checked={Boolean(field.checked)}
        disabled={disabled}
        slotProps={{ input: { role: 'switch', 'aria-describedby': `${id}-description` } }}
      />
    </Stack>
  );
}

/**
 * docs/product.md §2.15: no card or UPI ID is ever stored (payments are simulated and their details are
 * entered when paying), so there is none to show, and no made-up one either.
 */
function PaymentMethods() {
  return (
    <SectionCard title="Payment Methods" testId="payment-methods">
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <CreditCardOutlined color="primary" aria-hidden="true" />
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="no-payment-methods">
            No saved payment methods
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Saved cards and UPI IDs will appear here. All payments on ChargeSetu are simulated for now.
          </Typography>
        </Box>
      </Paper>
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" disabled>
          Add Payment Method
        </Button>
        <ComingSoon />
      </Box>
    </SectionCard>
  );
}

/**
 * Profile Settings (docs/product.md §2.15), wired where the spec's were not: name, email and phone are saved
 * with PATCH /api/auth/me (registration's rules), the notification toggles per user with
 * PUT /api/auth/me/notifications. The username cannot change. Cancel puts the form back.
 */
export function ProfileSettingsTab({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const preferences = useGetNotificationPreferencesQuery();
  const [updateProfile] = useUpdateMeMutation();
  const [savePreferences] = useSaveNotificationPreferencesMutation();
  const initial = useMemo(() => profileSettingsValues(user, preferences.data), [user, preferences.data]);
  const schema = useMemo(() => profileSettingsSchema(Boolean(user.phone)), [user.phone]);
  const preferencesReady = Boolean(preferences.data);

  const submit = async (values: ProfileSettingsValues) => {
    const changes = profileChanges(initial, values);
    const toggles = preferencesReady ? preferenceChanges(initial, values) : null;
    if (Object.keys(changes).length === 0 && !toggles) {
      toast.info('No changes to save');
      return;
    }
    try {
      if (Object.keys(changes).length > 0) {
        const { user: saved } = await updateProfile(changes).unwrap();
        const sessionUser = asSessionUser(saved);
        // Keep the stored administrator flag (docs/product.md §3) on the refreshed record.
        if (sessionUser)
          dispatch(userUpdated(user.isAdmin ? { ...sessionUser, isAdmin: true } : sessionUser));
      }
      if (toggles) await savePreferences(toggles).unwrap();
      toast.success('Profile updated', 'Your changes have been saved.');
    } catch (error) {
      toast.apiError('Error updating profile', error, 'Please try again');
    }
  };

  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting, resetForm }) => (
        <Form noValidate aria-label="Profile settings">
          <Stack spacing={{ xs: 2, md: 3 }}>
            <SectionCard title="Personal Information" testId="personal-information">
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <FormikTextField name="name" label="Full Name" autoComplete="name" />
                <FormikTextField name="email" label="Email" type="email" autoComplete="email" />
                <FormikTextField name="phone" label="Phone" type="tel" autoComplete="tel" />
                <TextField
                  id="field-username"
                  label="Username"
                  value={user.username}
                  helperText="Your username can't be changed."
                  slotProps={{ input: { readOnly: true } }}
                />
              </Box>
            </SectionCard>
            <PaymentMethods />
            <SectionCard title="Notifications" testId="notification-settings">
              {preferences.isError && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  Your notification settings could not be loaded, so they cannot be changed just now.
                </Alert>
              )}
              <Stack spacing={2}>
                {TOGGLES.map((toggle) => (
                  <FormikSwitch key={toggle.name} {...toggle} disabled={!preferencesReady || isSubmitting} />
                ))}
              </Stack>
            </SectionCard>
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button
                type="button"
                color="inherit"
                variant="outlined"
                disabled={isSubmitting}
                onClick={() => resetForm()}
              >
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save Changes'}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

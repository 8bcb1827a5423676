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
import type { NotificationPreferences } from '@chargesetu/shared/contracts';
import {
  asSessionUser,
  useAppDispatch,
  userUpdated,
  useToast,
  useUpdateMeMutation,
  type SessionUser,
} from '@chargesetu/web/data-access';
import { translate, useTranslation } from '@chargesetu/web/i18n';
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

/** The three toggles; their words are read in the language shown when drawn. */
const TOGGLES: readonly { name: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    name: 'bookingConfirmations',
    get label() {
      return translate('dashboard:settings.bookingConfirmations');
    },
    get description() {
      return translate('dashboard:settings.bookingConfirmationsHint');
    },
  },
  {
    name: 'chargingUpdates',
    get label() {
      return translate('dashboard:settings.chargingUpdates');
    },
    get description() {
      return translate('dashboard:settings.chargingUpdatesHint');
    },
  },
  {
    name: 'promotionalMessages',
    get label() {
      return translate('dashboard:settings.promotionalMessages');
    },
    get description() {
      return translate('dashboard:settings.promotionalMessagesHint');
    },
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
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard title={t('settings.paymentMethods')} testId="payment-methods">
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <CreditCardOutlined color="primary" aria-hidden="true" />
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="no-payment-methods">
            {t('settings.noPaymentMethods')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.paymentsSimulated')}
          </Typography>
        </Box>
      </Paper>
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" disabled>
          {t('settings.addPaymentMethod')}
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
  const { t } = useTranslation('dashboard');
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
      toast.info(t('settings.noChanges'));
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
      toast.success(t('settings.updated'), t('settings.updatedText'));
    } catch (error) {
      toast.apiError(t('settings.updateFailed'), error, t('settings.tryAgain'));
    }
  };

  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting, resetForm }) => (
        <Form noValidate aria-label={t('settings.formLabel')}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            <SectionCard title={t('settings.personal')} testId="personal-information">
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <FormikTextField name="name" label={t('settings.fullName')} autoComplete="name" />
                <FormikTextField name="email" label={t('settings.email')} type="email" autoComplete="email" />
                <FormikTextField name="phone" label={t('settings.phone')} type="tel" autoComplete="tel" />
                <TextField
                  id="field-username"
                  label={t('settings.username')}
                  value={user.username}
                  helperText={t('settings.usernameFixed')}
                  slotProps={{ input: { readOnly: true } }}
                />
              </Box>
            </SectionCard>
            <PaymentMethods />
            <SectionCard title={t('settings.notifications')} testId="notification-settings">
              {preferences.isError && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {t('settings.notificationsFailed')}
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
                {t('settings.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? t('settings.saving') : t('settings.save')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

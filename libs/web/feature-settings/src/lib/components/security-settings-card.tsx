import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@chargesetu/web/i18n';
import { ChangePasswordForm } from './change-password-form';

/**
 * "Security Settings" with the change-password form: the Password tab of /settings and the
 * "Admin Account" tab of /admin-settings (the app passes it there).
 */
export default function SecuritySettingsCard() {
  const { t } = useTranslation('settings');
  return (
    <Card component="section" aria-labelledby="security-settings-title" sx={{ maxWidth: 640 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="security-settings-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
          {t('security.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {t('security.intro')}
        </Typography>
        <ChangePasswordForm />
      </CardContent>
    </Card>
  );
}

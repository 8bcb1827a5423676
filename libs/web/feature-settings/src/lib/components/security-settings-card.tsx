import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ChangePasswordForm } from './change-password-form';

/**
 * "Security Settings" with the change-password form: the Password tab of /settings and the
 * "Admin Account" tab of /admin-settings (the app passes it there).
 */
export default function SecuritySettingsCard() {
  return (
    <Card component="section" aria-labelledby="security-settings-title" sx={{ maxWidth: 640 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="security-settings-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
          Security Settings
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          Change your password. You will stay signed in on this device.
        </Typography>
        <ChangePasswordForm />
      </CardContent>
    </Card>
  );
}

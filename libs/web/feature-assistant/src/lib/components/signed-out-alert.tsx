import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@chargesetu/web/i18n';
import { redirectPaths } from '@chargesetu/web/routes';

/**
 * docs/product.md §2.11: signed-out visitors see this alert with buttons to /auth/login and /auth/register.
 */
export function SignedOutAlert() {
  const { t } = useTranslation('assistant');
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ alignItems: 'flex-start' }}
      data-testid="assistant-signed-out"
    >
      <AlertTitle>{t('signedOut.title')}</AlertTitle>
      {t('signedOut.text')}
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <Button component={RouterLink} to={redirectPaths.authLogin.path} variant="contained">
          {t('signedOut.logIn')}
        </Button>
        <Button component={RouterLink} to={redirectPaths.authRegister.path} variant="outlined">
          {t('signedOut.register')}
        </Button>
      </Stack>
    </Alert>
  );
}

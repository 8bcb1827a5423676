import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { redirectPaths } from '@chargesetu/web/routes';

/**
 * docs/product.md §2.11: signed-out visitors see this alert with buttons to /auth/login and /auth/register.
 */
export function SignedOutAlert() {
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ alignItems: 'flex-start' }}
      data-testid="assistant-signed-out"
    >
      <AlertTitle>Authentication Required</AlertTitle>
      Please log in to use the assistant. It answers from live station data and your own bookings and
      vehicles.
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <Button component={RouterLink} to={redirectPaths.authLogin.path} variant="contained">
          Log In
        </Button>
        <Button component={RouterLink} to={redirectPaths.authRegister.path} variant="outlined">
          Register
        </Button>
      </Stack>
    </Alert>
  );
}

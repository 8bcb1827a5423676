import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { FocusedLayout } from '@chargesetu/web/ui';

/** Placeholder: administrator sign-in (/admin-login, spec 2.14), owned by the accounts feature. */
export default function AdminLoginPage() {
  return (
    <FocusedLayout
      title="Administrator sign-in"
      subtitle="Manage stations, users, payments and support for the ChargeSetu network."
      footer={
        <Typography>
          Not an administrator?{' '}
          <Link component={RouterLink} to={paths.signIn.path}>
            User sign-in
          </Link>
        </Typography>
      }
    >
      <Stack spacing={2}>
        <Alert severity="info">This area is restricted to administrators only</Alert>
        <Button component={RouterLink} to={paths.landing.path} variant="outlined" size="large">
          Back to Home
        </Button>
      </Stack>
    </FocusedLayout>
  );
}

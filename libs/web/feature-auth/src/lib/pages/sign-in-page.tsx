import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { FocusedLayout } from '@chargesetu/web/ui';

/** Placeholder: the sign-in screen (/auth and /login, spec 2.10), owned by the accounts feature. */
export default function SignInPage() {
  return (
    <FocusedLayout
      title="Sign in"
      subtitle="Welcome back. Sign in to book slots, pay and follow your charging live."
      footer={
        <Typography>
          New to ChargeSetu?{' '}
          <Link component={RouterLink} to={paths.register.path}>
            Create an account
          </Link>
        </Typography>
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Sign-in is being switched on. Until then you can browse stations and ask the assistant without an
          account.
        </Typography>
        <Button component={RouterLink} to={paths.home.path} variant="contained" size="large">
          Browse stations
        </Button>
      </Stack>
    </FocusedLayout>
  );
}

import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { FocusedLayout } from '@chargesetu/web/ui';

/** Placeholder: the registration screen (/register, spec 2.10), owned by the accounts feature. */
export default function RegisterPage() {
  return (
    <FocusedLayout
      title="Create your account"
      subtitle="One account for finding chargers, booking slots, paying and tracking every session."
      footer={
        <Typography>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.signIn.path}>
            Sign in
          </Link>
        </Typography>
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Registration is being switched on. Until then you can browse stations and ask the assistant without
          an account.
        </Typography>
        <Button component={RouterLink} to={paths.home.path} variant="contained" size="large">
          Browse stations
        </Button>
      </Stack>
    </FocusedLayout>
  );
}

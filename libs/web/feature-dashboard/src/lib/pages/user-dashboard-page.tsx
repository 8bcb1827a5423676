import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the user dashboard (spec 2.15), owned by the dashboard feature. */
export default function UserDashboardPage() {
  return (
    <PlaceholderPage
      title="Dashboard"
      description="Your active bookings, wallet balance, vehicles and monthly charging cost at a glance, with quick actions to find stations and book."
      actions={
        <>
          <Button component={RouterLink} to={paths.home.path} variant="contained">
            Find stations
          </Button>
          <Button component={RouterLink} to={paths.assistant.path} variant="outlined">
            Ask the assistant
          </Button>
        </>
      }
    />
  );
}

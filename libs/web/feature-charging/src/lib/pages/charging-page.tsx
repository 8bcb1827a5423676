import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the charging session screen (spec 2.7), owned by the charging feature. */
export default function ChargingPage() {
  return (
    <PlaceholderPage
      title="Charging session"
      description="Start and stop charging and follow battery level, energy delivered, cost so far and time remaining, live."
      actions={
        <>
          <Button component={RouterLink} to={paths.bookings.path} variant="contained">
            My bookings
          </Button>
        </>
      }
    />
  );
}

import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the booking screen (spec 2.4), owned by the bookings feature. */
export default function BookingPage() {
  return (
    <PlaceholderPage
      title="Book a charging slot"
      description="Pick a date, a 30-minute slot, your vehicle, connector type and power, and see the estimated cost before you pay."
      actions={
        <>
          <Button component={RouterLink} to={paths.home.path} variant="contained">
            Choose another station
          </Button>
        </>
      }
    />
  );
}

import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the booking confirmation screen (spec 2.6), owned by the bookings feature. */
export default function BookingSuccessPage() {
  return (
    <PlaceholderPage
      title="Booking confirmed"
      description="Your booking reference, station, slot and payment receipt, with directions and a shortcut to start charging."
      actions={
        <>
          <Button component={RouterLink} to={paths.bookings.path} variant="contained">
            My bookings
          </Button>
          <Button component={RouterLink} to={paths.home.path} variant="outlined">
            Book another slot
          </Button>
        </>
      }
    />
  );
}

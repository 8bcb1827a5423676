import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the payment screen (spec 2.5), owned by the payments feature. */
export default function PaymentPage() {
  return (
    <PlaceholderPage
      title="Payment"
      description="Review the booking summary with the platform fee and GST, then pay by card, UPI or wallet."
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

import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the More menu's payments list (spec 2.17), owned by the payments feature. */
export default function PaymentsPage() {
  return (
    <PlaceholderPage
      title="Payments"
      description="Every payment you have made, with its booking, method, amount and receipt, and your wallet balance."
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

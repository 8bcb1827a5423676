import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** The tabs of My Bookings (spec 4, "My Bookings tab filters"). */
export type BookingsTab = 'upcoming' | 'active' | 'completed' | 'cancelled' | 'payment';

export interface BookingsPageProps {
  /** /charging-history opens the page on the completed bookings. */
  initialTab?: BookingsTab;
}

/** Placeholder: My Bookings (spec 2.8), owned by the bookings feature. */
export default function BookingsPage({ initialTab = 'upcoming' }: BookingsPageProps) {
  const history = initialTab === 'completed';
  return (
    <PlaceholderPage
      title={history ? 'Charging History' : 'My Bookings'}
      description={
        history
          ? 'Your completed charging sessions: station, date, energy delivered and what you paid.'
          : 'Your upcoming, active, completed and cancelled bookings, and the ones still waiting for payment.'
      }
      actions={
        <Button component={RouterLink} to={paths.home.path} variant="contained">
          Book a charging slot
        </Button>
      }
    />
  );
}

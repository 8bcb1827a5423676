import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the station detail screen (spec 2.3), owned by the stations feature. */
export default function StationDetailPage() {
  return (
    <PlaceholderPage
      title="Station details"
      description="Chargers, connector types, opening hours, amenities and ratings of this station, with the slot picker to start a booking."
      actions={
        <>
          <Button component={RouterLink} to={paths.home.path} variant="contained">
            Browse all stations
          </Button>
        </>
      }
    />
  );
}

import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the station finder (spec 2.2), owned by the stations feature. Spec 1 title and Beta badge. */
export default function HomePage() {
  return (
    <PlaceholderPage
      title="Find your power"
      badge="Beta"
      description="Find charging stations across India by state and city, compare connectors, power and ratings, and book a slot in a few taps."
      actions={
        <>
          <Button component={RouterLink} to={paths.assistant.path} variant="contained">
            Ask the assistant
          </Button>
          <Button component={RouterLink} to={paths.product.path} variant="outlined">
            Why ChargeSetu?
          </Button>
        </>
      }
    />
  );
}

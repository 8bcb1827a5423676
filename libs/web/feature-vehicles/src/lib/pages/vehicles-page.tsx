import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the vehicles screen (spec 2.12), owned by the accounts feature. */
export default function VehiclesPage() {
  return (
    <PlaceholderPage
      title="My Vehicles"
      description="Add, edit and remove your vehicles: make, model, registration number, battery capacity and connector types."
      actions={
        <>
          <Button component={RouterLink} to={paths.home.path} variant="contained">
            Find compatible stations
          </Button>
        </>
      }
    />
  );
}

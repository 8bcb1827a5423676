import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the profile screen (spec 2.9), owned by the accounts feature. */
export default function ProfilePage() {
  return (
    <PlaceholderPage
      title="Profile"
      description="Your name, email, phone and username, and the vehicles on your account."
      actions={
        <>
          <Button component={RouterLink} to={paths.vehicles.path} variant="contained">
            My vehicles
          </Button>
        </>
      }
    />
  );
}

import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the account settings screen (spec 2.13), owned by the accounts feature. */
export default function SettingsPage() {
  return (
    <PlaceholderPage
      title="Settings"
      description="Security settings: change your password."
      actions={
        <>
          <Button component={RouterLink} to={paths.profile.path} variant="contained">
            Go to profile
          </Button>
        </>
      }
    />
  );
}

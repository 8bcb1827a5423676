import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the administrator settings screen (spec 2.14), owned by the accounts feature. */
export default function AdminSettingsPage() {
  return (
    <PlaceholderPage
      title="Admin Settings"
      description="Change the administrator password and reset the password of any user."
      actions={
        <>
          <Button component={RouterLink} to={paths.adminDashboard.path} variant="contained">
            Admin dashboard
          </Button>
        </>
      }
    />
  );
}

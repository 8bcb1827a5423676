import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { PlaceholderPage } from '@chargesetu/web/ui';

/** Placeholder: the assistant screen (spec 2.11), owned by the assistant feature. */
export default function AssistantPage() {
  return (
    <PlaceholderPage
      title="AI Assistant"
      description="Ask about stations near you, charging costs, booking help or battery care, and get answers based on live station data."
      actions={
        <>
          <Button component={RouterLink} to={paths.home.path} variant="contained">
            Find stations
          </Button>
        </>
      }
    />
  );
}

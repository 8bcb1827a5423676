import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';
import { DocumentTitle } from '@chargesetu/web/ui';

/**
 * Shown when a page throws or its chunk cannot be loaded (typically after a new release replaced the
 * files an open tab still refers to): a reload fixes the latter.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <DocumentTitle title="Something went wrong" />
      <Box>
        <Typography variant="h3" component="h1" sx={{ mb: 1.5 }}>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This page could not be shown. Reloading usually fixes it.
        </Typography>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Box>
    </Box>
  );
}

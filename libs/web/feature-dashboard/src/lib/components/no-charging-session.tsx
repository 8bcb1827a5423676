import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { NO_SESSION_NOW_TEXT } from '../view/dashboard-tiles';

/**
 * The charging cards without a running session (docs/product.md §2.15): says so plainly and where to go
 * next; no figure is shown, since there is none to show.
 */
export function NoChargingSession({ findStations = false }: { findStations?: boolean }) {
  return (
    <Box data-testid="no-session">
      <Typography sx={{ fontWeight: 700 }}>{NO_SESSION_NOW_TEXT}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Start one from a paid booking when its slot begins. It shows here, live, while it runs.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.bookings.path} variant="outlined" size="small">
          My Bookings
        </Button>
        {findStations && (
          <Button component={RouterLink} to={paths.home.path} variant="outlined" size="small">
            Find Stations
          </Button>
        )}
      </Stack>
    </Box>
  );
}

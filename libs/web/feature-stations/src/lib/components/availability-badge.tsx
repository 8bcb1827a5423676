import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { stationAvailability, type Availability } from '../availability/availability';
import { visuallyHidden } from './visually-hidden';

const COLOR: Record<Availability, 'success' | 'warning' | 'error'> = {
  Available: 'success',
  Limited: 'warning',
  Busy: 'error',
};

/**
 * Spec 2.2/2.3 availability badge: a client-side estimate, not live data, and said so (a tooltip for
 * the eye, hidden text for screen readers). Drawn once per station per session.
 */
export function AvailabilityBadge({
  stationId,
  size = 'small',
}: {
  stationId: number;
  size?: 'small' | 'medium';
}) {
  // Drawn in the state initialiser: re-renders never roll again.
  const [availability] = useState(() => stationAvailability(stationId));
  return (
    <Chip
      size={size}
      // A native tooltip: MUI's Tooltip would pull Popper (about 10 kB gzip) into every station page.
      title="Estimated availability, not live data"
      color={COLOR[availability]}
      data-testid="availability-badge"
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Estimated availability:{' '}
          </Box>
          {availability}
        </>
      }
    />
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ListedStation } from '../finder/station-filters';
import { StationCard } from './station-card';

export interface StationStripProps {
  /** The strip's heading (an h2) and the id that labels its section. */
  title: string;
  headingId: string;
  /** Beside the heading, e.g. Recommended's "Fast Charging" chip. */
  badge?: ReactNode;
  testId: string;
  stations: readonly ListedStation[];
  now: Date;
}

/**
 * A short strip of station cards above the results (docs/product.md §2.2: "Nearest to you" with Near Me,
 * "Recommended Stations"): a row of three on large screens, a swipeable strip on a phone so the list below
 * stays within reach. Nothing when it has no station.
 */
export function StationStrip({ title, headingId, badge, testId, stations, now }: StationStripProps) {
  if (stations.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        {badge}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridAutoFlow: { xs: 'column', md: 'row' },
          gridAutoColumns: { xs: 'min(82%, 320px)', md: 'auto' },
          gridTemplateColumns: { md: 'repeat(3, 1fr)' },
          overflowX: { xs: 'auto', md: 'visible' },
          scrollSnapType: { xs: 'x mandatory', md: 'none' },
          pb: { xs: 1, md: 0 },
          '& > *': { scrollSnapAlign: 'start' },
        }}
      >
        {stations.map(({ station, distanceKm }) => (
          <StationCard key={station.id} station={station} distanceKm={distanceKm} now={now} />
        ))}
      </Box>
    </Box>
  );
}

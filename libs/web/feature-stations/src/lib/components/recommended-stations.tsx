import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import type { ListedStation } from '../finder/station-filters';
import { StationCard } from './station-card';

/**
 * docs/product.md §2.2 "Recommended Stations" (badge "Fast Charging"): the first 3 listed stations with a
 * charger of 100 kW or more. A row of three on large screens, a swipeable strip on a phone so the list below
 * stays within reach.
 */
export function RecommendedStations({ stations }: { stations: readonly ListedStation[] }) {
  if (stations.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recommended-heading" data-testid="recommended-stations">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id="recommended-heading" variant="h5" component="h2">
          Recommended Stations
        </Typography>
        <Chip size="small" color="primary" icon={<BoltOutlined aria-hidden="true" />} label="Fast Charging" />
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
          <StationCard key={station.id} station={station} distanceKm={distanceKm} />
        ))}
      </Box>
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RECOMMENDED_LIMIT } from '@chargesetu/shared/domain';
import type { ListedStation } from '../finder/station-filters';
import { StationCard } from './station-card';
import { StationCardSkeleton } from './station-card-skeleton';

export interface StationStripProps {
  /** The strip's heading (an h2) and the id that labels its section. */
  title: string;
  headingId: string;
  /** Beside the heading, e.g. Recommended's "Fast Charging" chip. */
  badge?: ReactNode;
  testId: string;
  stations: readonly ListedStation[];
  now: Date;
  /**
   * The stations are still loading: the heading and placeholder cards of the strip's size stand in, so the
   * results below do not jump down when the cards arrive.
   */
  loading?: boolean;
}

/**
 * A short strip of station cards above the results (docs/product.md §2.2: "Nearest to you" with Near Me,
 * "Recommended Stations"): a row of three on large screens, a swipeable strip on a phone so the list below
 * stays within reach. Nothing when it has no station (once loaded). Its cards are on screen as the finder
 * opens, and one of their photos is usually the page's largest paint: they load at once, not lazily.
 */
export function StationStrip({
  title,
  headingId,
  badge,
  testId,
  stations,
  now,
  loading = false,
}: StationStripProps) {
  if (!loading && stations.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-testid={loading ? `${testId}-loading` : testId}
    >
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
          // The containing block of the cards' visually hidden (absolutely placed) text: without it that text
          // escapes the scroller, widens the page past a phone's screen and, in a phone browser, stretches
          // the fixed top bar with it (the bell and avatar ended up about 500 px off screen).
          position: 'relative',
          scrollSnapType: { xs: 'x mandatory', md: 'none' },
          pb: { xs: 1, md: 0 },
          '& > *': { scrollSnapAlign: 'start' },
        }}
      >
        {loading
          ? Array.from({ length: RECOMMENDED_LIMIT }, (_, i) => <StationCardSkeleton key={i} />)
          : stations.map(({ station, distanceKm }) => (
              <StationCard key={station.id} station={station} distanceKm={distanceKm} now={now} eagerPhoto />
            ))}
      </Box>
    </Box>
  );
}

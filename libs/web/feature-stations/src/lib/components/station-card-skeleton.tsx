import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/**
 * The height of a station card whose name or charging options take two lines (one line: about 392 px). The
 * placeholder stands that tall so the content below it keeps its place when the real cards arrive.
 */
const STATION_CARD_PLACEHOLDER_HEIGHT = 414;

/** A placeholder in the shape of a station card (photo, name, three lines, options, Book Now). */
export function StationCardSkeleton() {
  return (
    <Card
      variant="outlined"
      aria-hidden="true"
      data-testid="station-card-skeleton"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: STATION_CARD_PLACEHOLDER_HEIGHT }}
    >
      <Skeleton variant="rectangular" height={132} />
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Skeleton variant="text" width="70%" height={32} />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="45%" />
        <Stack direction="row" spacing={0.75} sx={{ mt: 1.25 }}>
          <Skeleton variant="rounded" width={96} height={24} />
          <Skeleton variant="rounded" width={56} height={24} />
        </Stack>
      </CardContent>
      <Box sx={{ px: 2, pb: 2, pt: 1 }}>
        <Skeleton variant="rounded" height={36} />
      </Box>
    </Card>
  );
}

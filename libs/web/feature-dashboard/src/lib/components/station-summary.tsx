import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NearMeOutlined from '@mui/icons-material/NearMeOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import { Link as RouterLink } from 'react-router-dom';
import type { Station, StationFreeNow } from '@chargesetu/shared/contracts';
import { connectorTags, formatCityState } from '@chargesetu/shared/domain';
import { formatDistance, formatRating, useTranslation } from '@chargesetu/web/i18n';
import { hrefs } from '@chargesetu/web/routes';
import { AVAILABILITY_COLOR, availabilityView, visuallyHidden } from '@chargesetu/web/ui';

export interface StationSummaryProps {
  station: Station;
  distanceKm: number | null;
  freeNow: StationFreeNow | undefined;
  freeNowLoading: boolean;
  /** The second button: View Map on the Overview, Details in the Find Stations list. */
  secondaryAction: ReactNode;
}

/**
 * A station on the dashboard: place, real distance (when known), live availability, rating ("New" when it
 * has none, as on the station cards: never a made-up one), Book Now.
 */
export function StationSummary({
  station,
  distanceKm,
  freeNow,
  freeNowLoading,
  secondaryAction,
}: StationSummaryProps) {
  const { t } = useTranslation('dashboard');
  const nameId = useId();
  const availability = availabilityView(freeNow, freeNowLoading);
  const tags = connectorTags(station.chargers);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      data-testid="dashboard-station"
      data-station-id={station.id}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Typography id={nameId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {station.name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <PlaceOutlined fontSize="small" aria-hidden="true" />
          {formatCityState(station.address)}
        </Typography>
        {distanceKm !== null && (
          <Typography
            variant="body2"
            data-testid="station-distance"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, color: 'secondary.main' }}
          >
            <NearMeOutlined fontSize="small" aria-hidden="true" />
            {formatDistance(distanceKm)}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <Chip
            size="small"
            label={availability.levelText ?? t('station.unknown')}
            color={availability.level ? AVAILABILITY_COLOR[availability.level] : 'default'}
            variant={availability.level ? 'filled' : 'outlined'}
            data-testid="station-availability"
            data-level={availability.level ?? ''}
          />
          <Typography variant="body2" color="text.secondary" data-testid="station-free-now">
            {availability.text}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
            <StarRounded fontSize="small" sx={{ color: 'warning.main' }} aria-hidden="true" />
            <Box component="span" sx={visuallyHidden}>
              {t('station.rating')}
            </Box>
            <span data-testid="station-rating">{formatRating(station.ratings)}</span>
          </Typography>
          {tags.shown.map((type) => (
            <Chip key={type} size="small" variant="outlined" label={type} />
          ))}
          {tags.more > 0 && (
            <Chip size="small" variant="outlined" label={t('station.more', { count: tags.more })} />
          )}
        </Stack>
      </CardContent>
      <CardActions
        sx={{
          px: 2,
          pb: 2,
          gap: 1,
          flexWrap: 'wrap',
          '& > :not(style) ~ :not(style)': { ml: 0 },
          '& .MuiButton-root': { whiteSpace: 'nowrap' },
        }}
      >
        <Button
          component={RouterLink}
          to={hrefs.booking(station.id)}
          variant="contained"
          size="small"
          aria-describedby={nameId}
        >
          {t('station.bookNow')}
        </Button>
        {secondaryAction}
      </CardActions>
    </Card>
  );
}

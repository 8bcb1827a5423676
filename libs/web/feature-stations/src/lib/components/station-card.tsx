import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import NearMeOutlined from '@mui/icons-material/NearMeOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import { Link as RouterLink } from 'react-router-dom';
import type { Station } from '@chargesetu/shared/contracts';
import {
  connectorTags,
  formatCityState,
  hasFastCharger,
  hasRating,
  openStatus,
} from '@chargesetu/shared/domain';
import {
  formatDistance,
  formatInr,
  formatNumber,
  formatRating,
  openStatusText,
  Trans,
  useTranslation,
} from '@chargesetu/web/i18n';
import { hrefs } from '@chargesetu/web/routes';
import { lowestPricePerKwh } from '../finder/station-filters';
import { AvailabilityBadge } from './availability-badge';
import { StationPhoto } from './station-photo';
import { visuallyHidden } from '@chargesetu/web/ui';

export interface StationCardProps {
  station: Station;
  distanceKm?: number;
  /** Without the photo, for the map's popup. */
  compact?: boolean;
  /** Its photo loads at once, not when scrolled to: the first cards, on screen as the page opens. */
  eagerPhoto?: boolean;
  /** The moment the open or closed state is for (the page's clock); now when not given. */
  now?: Date;
}

/**
 * docs/product.md §2.2 station card: availability badge ("Closed" while the station is closed), whether it
 * is open now and until when, "Fast Charge" when any charger is 100 kW or more, at most 3 connector tags
 * then "+N more", rating to 1 decimal or "New", and "Book Now" to the station.
 */
export function StationCard({
  station,
  distanceKm,
  compact = false,
  eagerPhoto = false,
  now = new Date(),
}: StationCardProps) {
  const nameId = useId();
  const { t } = useTranslation('stations');
  const tags = connectorTags(station.chargers);
  const rating = formatRating(station.ratings);
  const rated = hasRating(station.ratings);
  const lowest = lowestPricePerKwh(station);
  const from = lowest === null ? null : formatInr(lowest);
  const open = openStatus(station.operatingHours, now);
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      data-testid="station-card"
      data-station-id={station.id}
      variant={compact ? 'elevation' : 'outlined'}
      elevation={0}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {!compact && <StationPhoto station={station} height={132} decorative eager={eagerPhoto} />}
      <CardContent sx={{ flex: 1, pb: 1, ...(compact && { p: 0 }) }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography id={nameId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
            {station.name}
          </Typography>
          <AvailabilityBadge station={station} now={now} />
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
        >
          <PlaceOutlined fontSize="small" aria-hidden="true" />
          {formatCityState(station.address)}
        </Typography>
        <Typography
          variant="body2"
          data-testid="station-open-status"
          data-open={open.kind}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            color: open.kind === 'open' || open.kind === 'always' ? 'success.dark' : 'text.secondary',
          }}
        >
          <AccessTimeOutlined fontSize="small" aria-hidden="true" />
          {openStatusText(open, now)}
        </Typography>
        {distanceKm !== undefined && (
          <Typography
            variant="body2"
            data-testid="station-distance"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, color: 'secondary.main' }}
          >
            <NearMeOutlined fontSize="small" aria-hidden="true" />
            {formatDistance(distanceKm)}
          </Typography>
        )}
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          <StarRounded fontSize="small" sx={{ color: 'warning.main' }} aria-hidden="true" />
          <Box component="span" sx={visuallyHidden}>
            {t('card.ratingLabel')}
          </Box>
          <span data-testid="station-rating">{rating}</span>
          {rated && station.reviewCount > 0 && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('card.reviews', {
                count: station.reviewCount,
                formatted: formatNumber(station.reviewCount),
              })}
            </Box>
          )}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          spacing={0.75}
          sx={{ flexWrap: 'wrap', mt: 1.25 }}
          aria-label={t('card.chargingOptions')}
          role="list"
        >
          {hasFastCharger(station.chargers) && (
            <Chip
              role="listitem"
              size="small"
              color="primary"
              icon={<BoltOutlined aria-hidden="true" />}
              label={t('card.fastCharge')}
            />
          )}
          {tags.shown.map((type) => (
            <Chip
              role="listitem"
              key={type}
              size="small"
              variant="outlined"
              label={type}
              data-testid="connector-tag"
            />
          ))}
          {tags.more > 0 && (
            <Chip
              role="listitem"
              size="small"
              variant="outlined"
              label={t('card.moreTags', { count: tags.more })}
            />
          )}
        </Stack>
        {from && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <Trans t={t} i18nKey="card.from" values={{ price: from }} components={{ strong: <strong /> }} />
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: compact ? 0 : 2, pb: compact ? 0 : 2 }}>
        <Button
          component={RouterLink}
          to={hrefs.station(station.id)}
          variant="contained"
          fullWidth
          aria-describedby={nameId}
        >
          {t('card.bookNow')}
        </Button>
      </CardActions>
    </Card>
  );
}

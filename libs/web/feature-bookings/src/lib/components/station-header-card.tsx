import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import type { Station } from '@chargesetu/shared/contracts';
import { distinctConnectorTypes, hasRating, openStatus, parseAddress } from '@chargesetu/shared/domain';
import { formatOperatingHours, formatRating, openStatusText, useTranslation } from '@chargesetu/web/i18n';
import { visuallyHidden } from '@chargesetu/web/ui';

function Photo({ station }: { station: Station }) {
  const { t } = useTranslation('bookings');
  const src = station.photos.find((p) => typeof p === 'string' && p.trim() !== '');
  const [failed, setFailed] = useState(false);
  const sx = {
    width: { xs: '100%', sm: 200 },
    height: { xs: 140, sm: 'auto' },
    minHeight: { sm: 150 },
    flexShrink: 0,
  };
  if (!src || failed) {
    // The fallback image: drawn, so it needs no file and works offline.
    return (
      <Box
        role="img"
        aria-label={t('header.noPhoto', { name: station.name })}
        data-testid="booking-photo-fallback"
        sx={{ ...sx, display: 'grid', placeItems: 'center', bgcolor: 'primary.dark', color: 'primary.light' }}
      >
        <EvStationOutlined sx={{ fontSize: 56 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={t('header.photoOf', { name: station.name })}
      onError={() => setFailed(true)}
      sx={{ ...sx, display: 'block', objectFit: 'cover', bgcolor: 'action.hover' }}
    />
  );
}

/** A chip whose label may wrap: opening hours of a whole week are longer than a phone is wide. */
const wrappingChip = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
};

/**
 * docs/product.md §2.4 header card: the first photo (or a fallback), name, street and city, the hours badge
 * (the station's opening hours in every stored shape, as the station screen writes them) with whether it is
 * open now, the rating badge (out of 5, or "New" while nobody has rated the station, as on the finder) and
 * the station's connector types with the chosen one highlighted.
 */
export function StationHeaderCard({
  station,
  chosenConnector,
  now,
}: {
  station: Station;
  chosenConnector: string;
  now: Date;
}) {
  const { t } = useTranslation('bookings');
  const address = parseAddress(station.address);
  const rating = formatRating(station.ratings);
  const rated = hasRating(station.ratings);
  const open = openStatus(station.operatingHours, now);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="booking-station-name"
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, overflow: 'hidden', mb: 3 }}
    >
      <Photo station={station} />
      <Box sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Typography id="booking-station-name" variant="h5" component="h2" data-testid="booking-station-name">
          {station.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }} data-testid="booking-station-address">
          {address
            ? [address.street, address.city].filter(Boolean).join(', ')
            : t('header.locationUnavailable')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
          <Chip
            size="small"
            icon={<AccessTimeOutlined aria-hidden="true" />}
            label={formatOperatingHours(station.operatingHours)}
            data-testid="booking-hours-badge"
            sx={wrappingChip}
          />
          <Chip
            size="small"
            variant="outlined"
            color={open.kind === 'open' || open.kind === 'always' ? 'success' : 'default'}
            label={openStatusText(open, now)}
            data-testid="booking-open-status"
            data-open={open.kind}
            sx={wrappingChip}
          />
          <Chip
            size="small"
            icon={<StarRounded aria-hidden="true" sx={{ color: 'warning.main' }} />}
            label={
              <>
                <Box component="span" sx={visuallyHidden}>
                  {t('header.rating')}{' '}
                </Box>
                {rated ? `${rating} / 5` : rating}
                {!rated && (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {t('header.noRatings')}
                  </Box>
                )}
              </>
            }
            data-testid="booking-rating-badge"
          />
        </Stack>
        <Stack
          direction="row"
          spacing={0.75}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="list"
          aria-label={t('header.connectorTypes')}
        >
          {distinctConnectorTypes(station.chargers).map((type) => (
            <Chip
              key={type}
              role="listitem"
              size="small"
              label={type}
              color={type === chosenConnector ? 'primary' : 'default'}
              variant={type === chosenConnector ? 'filled' : 'outlined'}
              aria-current={type === chosenConnector ? 'true' : undefined}
            />
          ))}
        </Stack>
      </Box>
    </Paper>
  );
}

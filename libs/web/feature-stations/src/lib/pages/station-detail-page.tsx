import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Station } from '@chargesetu/shared/contracts';
import { formatCityState, hasFastCharger, hasRating, openStatus } from '@chargesetu/shared/domain';
import { formatNumber, formatRating, openStatusText, translate, useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';
import { useGetStationQuery } from '@chargesetu/web/data-access';
import { DocumentTitle, StationChargersNow, useNow, visuallyHidden } from '@chargesetu/web/ui';
import { AvailabilityBadge } from '../components/availability-badge';
import { BookingPicker } from '../components/booking-picker';
import { StationDetailSkeleton } from '../components/station-detail-skeleton';
import { StationFacts } from '../components/station-facts';
import { StationPhoto } from '../components/station-photo';

/** docs/product.md §2.3 error text. */
export const stationErrorText = (): string => translate('stations:detail.error');

function StationError() {
  const { t } = useTranslation('stations');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="station-error">
      <DocumentTitle title={t('detail.title')} />
      <ErrorOutlineOutlined color="error" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography variant="h5" component="h1" sx={{ my: 1.5 }}>
        {stationErrorText()}
      </Typography>
      <Button component={RouterLink} to={paths.landing.path} variant="contained">
        {t('detail.goBack')}
      </Button>
    </Paper>
  );
}

/** Whether the station is open now and until when, or when it opens (docs/product.md §2.3). */
function OpenNowLine({ station, now }: { station: Station; now: Date }) {
  const status = openStatus(station.operatingHours, now);
  const open = status.kind === 'open' || status.kind === 'always';
  return (
    <Typography
      data-testid="station-open-status"
      data-open={status.kind}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        mt: 0.5,
        fontWeight: 600,
        color: open ? 'success.dark' : 'text.secondary',
      }}
    >
      <AccessTimeOutlined fontSize="small" aria-hidden="true" />
      {openStatusText(status, now)}
    </Typography>
  );
}

/**
 * The rating to one decimal with its review count, or "New" while nobody has rated the station (as on
 * the finder's cards): a rating is never made up (docs/product.md §2.3).
 */
function StationRating({ station }: { station: Station }) {
  const { t } = useTranslation('stations');
  const rating = formatRating(station.ratings);
  const rated = hasRating(station.ratings);
  const reviews = t('detail.reviews', {
    count: station.reviewCount,
    formatted: formatNumber(station.reviewCount),
  });
  return (
    <Typography
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
      data-testid="station-rating"
    >
      <StarRounded sx={{ color: 'warning.main' }} aria-hidden="true" />
      <Box component="span" sx={visuallyHidden}>
        {t('card.ratingLabel')}
      </Box>
      {rating}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        ({rated ? reviews : t('detail.noRatings')})
      </Box>
    </Typography>
  );
}

/** The station detail screen (docs/product.md §2.3). */
export default function StationDetailPage() {
  const { t } = useTranslation('stations');
  const { id = '' } = useParams();
  const { data: station, isLoading, isFetching, isError } = useGetStationQuery(id);
  // The open or closed state moves on with the clock (IST hours).
  const now = useNow(60_000);

  let content;
  if (isLoading || (isFetching && !station)) content = <StationDetailSkeleton />;
  else if (isError || !station) content = <StationError />;
  else {
    content = (
      <>
        <DocumentTitle title={station.name} />
        <Box sx={{ borderRadius: 3, overflow: 'hidden', mb: 2.5 }}>
          <StationPhoto station={station} height={{ xs: 200, md: 320 }} eager />
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}
        >
          <AvailabilityBadge station={station} now={now} size="medium" />
          {hasFastCharger(station.chargers) && (
            <Chip color="primary" icon={<BoltOutlined aria-hidden="true" />} label={t('card.fastCharge')} />
          )}
          <StationRating station={station} />
        </Stack>
        <Typography variant="h3" component="h1">
          {station.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="station-city-state">
          {formatCityState(station.address)}
          {station.operator && t('detail.operatedBy', { operator: station.operator })}
        </Typography>
        <OpenNowLine station={station} now={now} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            mt: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          }}
        >
          <Box sx={{ order: { xs: 2, md: 1 } }}>
            <StationChargersNow station={station} now={now} />
            <StationFacts station={station} />
          </Box>
          <Box sx={{ order: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 24 } }}>
            <BookingPicker key={station.id} station={station} />
          </Box>
        </Box>
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {content}
    </Container>
  );
}

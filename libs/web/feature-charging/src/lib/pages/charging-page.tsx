import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Booking, ChargingStatus } from '@chargesetu/shared/contracts';
import { bookingReference, formatCityState } from '@chargesetu/shared/domain';
import { formatDateTimeIn, translate, useTranslation } from '@chargesetu/web/i18n';
import {
  controlResult,
  useChargingStatus,
  useControlChargingMutation,
  useGetBookingQuery,
  useToast,
} from '@chargesetu/web/data-access';
import { hrefs, paths } from '@chargesetu/web/routes';
import {
  DocumentTitle,
  OfflineActionNote,
  StopChargingDialog,
  useOnline,
  useStartWindowClock,
} from '@chargesetu/web/ui';

import { BatteryStatus } from '../components/battery-status';
import { ChargingHistory } from '../components/charging-history';
import { Fact } from '../components/fact';
import { ProgressCard } from '../components/progress-card';
import { CHARGING_BADGE_KEYS, chargingAction, chargingBadge } from '../view/charging-view';

/** Shown for an unknown booking, someone else's, or a bad id (the dashboard links to /charging/1). */
export const chargingNotFoundText = (): string => translate('charging:notFound.title');

function BackLink() {
  const { t } = useTranslation('charging');
  return (
    <Button component={RouterLink} to={paths.bookings.path} startIcon={<ArrowBackRounded />} sx={{ mb: 2 }}>
      {t('back')}
    </Button>
  );
}

function NotFound() {
  const { t } = useTranslation('charging');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
      data-testid="charging-not-found"
    >
      <DocumentTitle title={t('title')} />
      <ErrorOutlineOutlined color="error" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography variant="h5" component="h1" sx={{ my: 1.5 }}>
        {chargingNotFoundText()}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={RouterLink} to={paths.bookings.path} variant="contained">
        {t('notFound.goToBookings')}
      </Button>
    </Paper>
  );
}

function ChargingControls({ booking, status }: { booking: Booking; status: ChargingStatus | undefined }) {
  const { t } = useTranslation('charging');
  const toast = useToast();
  const [control, { isLoading }] = useControlChargingMutation();
  const [askingToStop, setAskingToStop] = useState(false);
  const opensId = useId();
  // Taken again when the start window opens and when the slot ends, so Start turns on and off by itself.
  const now = useStartWindowClock(booking);
  const action = chargingAction(booking, status, now);
  // Starting and stopping are commands to the charger: offline they wait and say why, never queued.
  const online = useOnline();
  const offlineId = useId();
  const needsNetwork = online ? undefined : offlineId;

  const start = async () => {
    try {
      const answer = await control({ bookingId: booking.id, action: 'start' }).unwrap();
      // Says what the answer says: a real charger is usually still starting at this point.
      toast.show(controlResult('start', answer));
    } catch (error) {
      toast.apiError(t('controls.error'), error, t('controls.failed'));
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {action.kind === 'start' && (
          <Button
            variant="contained"
            size="large"
            disabled={isLoading || !online}
            aria-describedby={needsNetwork}
            onClick={() => void start()}
          >
            {t('controls.start')}
          </Button>
        )}
        {action.kind === 'start-later' && (
          <Button variant="contained" size="large" disabled aria-describedby={opensId}>
            {t('controls.start')}
          </Button>
        )}
        {action.kind === 'stop' && (
          // Asks first: stopping ends the session for good (docs/product.md §2.7).
          <Button
            variant="contained"
            color="error"
            size="large"
            disabled={!online}
            aria-describedby={needsNetwork}
            onClick={() => setAskingToStop(true)}
          >
            {t('controls.stop')}
          </Button>
        )}
        <Button variant="outlined" size="large" disabled>
          {t('controls.extend')}
        </Button>
      </Stack>
      {(action.kind === 'start' || action.kind === 'stop') && <OfflineActionNote id={offlineId} />}
      {action.kind === 'start-later' && (
        <Typography id={opensId} color="text.secondary" data-testid="charging-opens">
          {action.opens}
        </Typography>
      )}
      {action.kind === 'none' && action.waiting && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-label={t('controls.waiting')} />
          <Typography color="text.secondary" data-testid="charging-action-reason">
            {action.reason}
          </Typography>
        </Stack>
      )}
      {action.kind === 'none' && !action.waiting && (
        <Typography color="text.secondary" data-testid="charging-action-reason">
          {action.reason}{' '}
          {booking.status === 'pending' && (
            <Button component={RouterLink} to={hrefs.payment(booking.id)} size="small">
              {t('controls.payNow')}
            </Button>
          )}
        </Typography>
      )}
      <StopChargingDialog
        // Closes by itself if the session ends meanwhile (battery full, booked time over).
        open={askingToStop && action.kind === 'stop'}
        bookingId={booking.id}
        status={status}
        onClose={() => setAskingToStop(false)}
      />
    </Stack>
  );
}

function ChargingSession({ booking }: { booking: Booking }) {
  // The poll follows the last answer: 3 s while charging or starting, 10 s otherwise, off once completed
  // (docs/product.md §4).
  const { t } = useTranslation('charging');
  const { data: status } = useChargingStatus(booking.id);
  const badge = chargingBadge(status?.status === 'pending' ? booking.status : status?.status);
  const started = status?.startTime ?? null;

  return (
    <>
      <DocumentTitle title={t('titleOf', { name: booking.station?.name ?? bookingReference(booking.id) })} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1">
              {booking.station?.name ?? t('facts.unknownStation')}
            </Typography>
            <Typography color="text.secondary">{formatCityState(booking.station?.address)}</Typography>
          </Box>
          <Chip
            label={t(CHARGING_BADGE_KEYS[badge])}
            color={badge === 'Active' ? 'success' : badge === 'Completed' ? 'default' : 'primary'}
            variant={badge === 'Ready' ? 'outlined' : 'filled'}
            data-testid="charging-badge"
          />
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          <Fact
            label={t('facts.bookingId')}
            value={bookingReference(booking.id)}
            testId="charging-booking-id"
          />
          <Fact
            label={t('facts.charger')}
            value={`${booking.chargerType} · ${booking.power} kW`}
            testId="charging-charger"
          />
          <Fact
            label={t('facts.startedAt')}
            value={started ? formatDateTimeIn(started) : t('facts.notStarted')}
            testId="charging-started"
          />
          <Fact
            label={t('facts.completion')}
            value={started ? formatDateTimeIn(booking.endTime) : t('facts.notAvailable')}
            testId="charging-completion"
          />
        </Box>
      </Paper>
      {status?.notice && (
        // A start the charger did not confirm, a stop it is still finishing: the driver must see why.
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="charging-notice">
          {status.notice}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        }}
      >
        <Stack spacing={3}>
          <ProgressCard status={status} />
          <ChargingControls booking={booking} status={status} />
        </Stack>
        <Stack spacing={3}>
          <BatteryStatus status={status} />
          <ChargingHistory booking={booking} status={status} />
        </Stack>
      </Box>
    </>
  );
}

function ChargingSkeleton() {
  return (
    <Stack spacing={3} data-testid="charging-skeleton">
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={200} />
    </Stack>
  );
}

/** The charging session screen (docs/product.md §2.7). */
export default function ChargingPage() {
  const { bookingId = '' } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(bookingId) ? Number(bookingId) : null;
  const { data: booking, isLoading, isError } = useGetBookingQuery(id ?? 0, { skip: id === null });

  let content;
  if (id === null || isError) content = <NotFound />;
  else if (isLoading || !booking) content = <ChargingSkeleton />;
  else content = <ChargingSession booking={booking} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <BackLink />
      {content}
    </Container>
  );
}

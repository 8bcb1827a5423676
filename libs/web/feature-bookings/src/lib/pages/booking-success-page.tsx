import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSignInRedirect } from '../booking/use-sign-in-redirect';
import type { Booking, Payment } from '@chargesetu/shared/contracts';
import {
  bookingReference,
  formatAddress,
  formatTimeRange,
  minutesBetween,
  priceBreakdown,
} from '@chargesetu/shared/domain';
import { formatDateIn, formatDateTimeIn, formatInr, translate, useTranslation } from '@chargesetu/web/i18n';
import {
  isApiError,
  useGetBookingQuery,
  useGetPaymentForBookingQuery,
  useGetVehiclesQuery,
} from '@chargesetu/web/data-access';
import { hrefs, paths } from '@chargesetu/web/routes';
import {
  CancelBookingDialog,
  DetailList,
  DocumentTitle,
  EmptyState,
  ListSkeleton,
  OfflineActionNote,
  ReceiptButton,
  StartChargingLink,
  useNow,
  useOnline,
} from '@chargesetu/web/ui';
import { confirmationPollInterval } from '../booking/confirmation-poll';
import { detailHeadline, statusChip } from '../my-bookings/booking-detail';
import { AffectedBookingNotice } from '../components/affected-booking-notice';

function DetailsCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const METHOD_KEY = {
  card: 'method.card',
  upi: 'method.upi',
  wallet: 'method.wallet',
} as const satisfies Record<Payment['paymentMethod'], string>;

const PAYMENT_STATUS_KEY = {
  pending: 'paymentStatus.pending',
  completed: 'paymentStatus.completed',
  failed: 'paymentStatus.failed',
  refunded: 'paymentStatus.refunded',
} as const satisfies Record<Payment['status'], string>;

const BANNER_BORDER = { success: 'success.main', warning: 'warning.main', neutral: 'divider' } as const;

function Confirmation({
  booking,
  payment,
  stillConfirming,
}: {
  booking: Booking;
  /** The booking's payment that went through; undefined when it has none (unpaid, or cancelled unpaid). */
  payment: Payment | undefined;
  stillConfirming: boolean;
}) {
  const { t } = useTranslation('bookings');
  const { data: vehicles } = useGetVehiclesQuery();
  const vehicle = vehicles?.find((v) => v.id === booking.vehicleId);
  const lines = priceBreakdown(booking.estimatedCost);
  const headline = detailHeadline(booking, payment, useNow());
  const chip = statusChip(booking.status, payment !== undefined);
  const settlement = payment?.settlement;
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const online = useOnline();
  return (
    <>
      <Box sx={{ mb: 3, '&:empty': { display: 'none' } }}>
        <AffectedBookingNotice booking={booking} onCancel={setToCancel} />
      </Box>
      <CancelBookingDialog booking={toCancel} onClose={() => setToCancel(null)} />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, md: 4 },
          mb: 3,
          textAlign: 'center',
          borderColor: BANNER_BORDER[headline.tone],
          borderWidth: 2,
        }}
        data-testid="confirmation-banner"
      >
        {headline.tone === 'success' && (
          <CheckCircleRounded sx={{ fontSize: 56, color: 'success.main' }} aria-hidden="true" />
        )}
        <Typography variant="h4" component="h1">
          {headline.title}
        </Typography>
        <Typography sx={{ mt: 1 }} data-testid="confirmation-text">
          {headline.text}
        </Typography>
        <Chip sx={{ mt: 1.5 }} label={chip.label} color={chip.color} data-testid="booking-status" />
        {stillConfirming && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('success.stillConfirming')}
          </Typography>
        )}
        {headline.payNow && (
          <Box sx={{ mt: 2 }}>
            <Button
              component={RouterLink}
              to={hrefs.payment(booking.id)}
              variant="contained"
              disabled={!online}
              aria-describedby={online ? undefined : 'pay-offline'}
            >
              {t('payNow')}
            </Button>
            <OfflineActionNote id="pay-offline" />
          </Box>
        )}
        {/* What the driver does next with a paid booking, at the top where it is seen first. */}
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center', '&:empty': { display: 'none' } }}>
          <StartChargingLink booking={booking} centered />
          {booking.status === 'active' && (
            <Button component={RouterLink} to={hrefs.charging(booking.id)} variant="contained">
              {t('card.monitorCharging')}
            </Button>
          )}
        </Box>
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: payment ? 'repeat(2, 1fr)' : '1fr' },
        }}
      >
        <DetailsCard title={t('success.bookingDetails')} id="booking-details-title">
          <DetailList
            items={[
              {
                label: t('card.bookingId'),
                value: bookingReference(booking.id),
                testId: 'confirmation-reference',
              },
              { label: t('form.station'), value: booking.station?.name ?? t('card.unknownStation') },
              { label: t('success.address'), value: formatAddress(booking.station?.address) },
              { label: t('card.date'), value: formatDateIn(booking.startTime) },
              {
                label: t('card.time'),
                value: formatTimeRange(booking.startTime, booking.endTime),
                testId: 'confirmation-time',
              },
              {
                label: t('form.duration'),
                value: t('form.minutes', {
                  count: Math.round(minutesBetween(booking.startTime, booking.endTime)),
                }),
                testId: 'confirmation-duration',
              },
              { label: t('card.charger'), value: `${booking.chargerType} · ${booking.power} kW` },
              { label: t('success.price'), value: `${formatInr(booking.pricePerKwh)}/kWh` },
              {
                label: t('success.vehicle'),
                value: vehicle ? `${vehicle.make} ${vehicle.model} (${vehicle.registrationNumber})` : '—',
              },
              ...(payment ? [] : [{ label: t('success.estimatedTotal'), value: formatInr(lines.total) }]),
            ]}
          />
        </DetailsCard>
        {payment && (
          <Stack spacing={3}>
            <DetailsCard title={t('success.paymentDetails')} id="payment-details-title">
              <DetailList
                items={[
                  {
                    label: t('success.transactionId'),
                    value: payment.transactionId ?? '—',
                    testId: 'confirmation-transaction',
                  },
                  {
                    label: t('success.method'),
                    value: t(METHOD_KEY[payment.paymentMethod]),
                    testId: 'confirmation-method',
                  },
                  {
                    label: t('success.amount'),
                    value: formatInr(payment.amount),
                    testId: 'confirmation-amount',
                  },
                  {
                    label: t('card.date'),
                    value: formatDateTimeIn(payment.paymentDate ?? payment.createdAt),
                  },
                  { label: t('success.status'), value: t(PAYMENT_STATUS_KEY[payment.status]) },
                ]}
              />
            </DetailsCard>
            <DetailsCard title={t('card.receipt')} id="receipt-title">
              <DetailList
                items={[
                  { label: t('card.estimatedCost'), value: formatInr(lines.estimated) },
                  { label: t('success.platformFee'), value: formatInr(lines.platformFee) },
                  { label: t('success.gst'), value: formatInr(lines.gst) },
                  { label: t('success.totalPaid'), value: formatInr(payment.amount) },
                  ...(settlement
                    ? [
                        {
                          label: t('success.energyDelivered'),
                          value: `${settlement.energyDelivered} kWh`,
                          testId: 'confirmation-energy',
                        },
                        {
                          label: t('success.energyCost'),
                          value: formatInr(settlement.actualCost),
                          testId: 'confirmation-energy-cost',
                        },
                        {
                          label: t('success.backToWallet'),
                          value: formatInr(settlement.returnedToWallet),
                          testId: 'confirmation-returned',
                        },
                      ]
                    : []),
                ]}
              />
              <Box sx={{ mt: 2 }}>
                <ReceiptButton paymentId={payment.id} />
              </Box>
            </DetailsCard>
          </Stack>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.bookings.path} variant="contained">
          {t('success.viewMyBookings')}
        </Button>
        <Button component={RouterLink} to={paths.dashboard.path} variant="outlined">
          {t('success.goToDashboard')}
        </Button>
      </Stack>
    </>
  );
}

/**
 * Booking confirmation (docs/product.md §2.6). The booking turns confirmed when the bookings service receives
 * payment.completed, a moment after the payment: a pending booking is re-read every second for a while.
 */
export default function BookingSuccessPage() {
  const { t } = useTranslation('bookings');
  const { bookingId = '' } = useParams();
  // docs/product.md §2.6 and §8: a signed-out visitor goes to /login with "Authentication required" /
  // "Please sign in to view booking details".
  const signedIn = useSignInRedirect(t('success.signIn'));
  const [openedAt] = useState(() => Date.now());
  const [pollingInterval, setPollingInterval] = useState(0);
  const booking = useGetBookingQuery(bookingId, {
    pollingInterval,
    skip: !signedIn,
  });
  const payment = useGetPaymentForBookingQuery(bookingId, { skip: !signedIn });
  // Only a paid booking is waiting for its confirmation; an unpaid one stays pending until it is paid.
  const paid = payment.data !== undefined;
  const nextInterval = paid ? confirmationPollInterval(booking.data?.status, openedAt, Date.now()) : 0;
  useEffect(() => setPollingInterval(nextInterval), [nextInterval]);
  // A booking without a payment answers 404 there; any other failure leaves the payment unknown. Offline
  // (docs/product.md §2.19) a payment this device has not saved is left out, and the saved booking shows.
  const online = useOnline();
  const unreachable = (error: unknown) => !online && isApiError(error) && error.status === 'FETCH_ERROR';
  const paymentUnknown =
    payment.isError &&
    !unreachable(payment.error) &&
    !(isApiError(payment.error) && payment.error.status === 404);

  const viewMyBookings = (
    <Button component={RouterLink} to={paths.bookings.path} variant="contained">
      {t('success.viewMyBookings')}
    </Button>
  );
  let content;
  if (!signedIn || booking.isLoading || payment.isLoading) {
    content = <ListSkeleton rows={5} label={t('success.loading')} />;
  } else if (!booking.data && unreachable(booking.error)) {
    content = (
      <EmptyState
        headingComponent="h1"
        icon={<SearchOffOutlined />}
        title={translate('common:offline.needsConnection')}
        testId="booking-offline"
        action={viewMyBookings}
      />
    );
  } else if (!booking.data) {
    content = (
      <EmptyState
        headingComponent="h1"
        icon={<SearchOffOutlined />}
        title={t('success.notFoundTitle')}
        description={t('success.notFoundText')}
        testId="booking-not-found"
        action={viewMyBookings}
      />
    );
  } else if (paymentUnknown) {
    content = (
      <EmptyState
        headingComponent="h1"
        icon={<SearchOffOutlined />}
        title={t('success.loadErrorTitle')}
        description={t('success.loadErrorText')}
        testId="booking-load-failed"
        action={
          <Button variant="contained" onClick={() => void payment.refetch()}>
            {t('list.tryAgain')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <Confirmation
        booking={booking.data}
        payment={payment.data ?? undefined}
        stillConfirming={paid && booking.data.status === 'pending' && nextInterval === 0}
      />
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <DocumentTitle title={t('success.documentTitle')} />
      {content}
    </Container>
  );
}

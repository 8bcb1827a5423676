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
  formatDateIn,
  formatDateTimeIn,
  formatInr,
  formatTimeRange,
  minutesBetween,
  priceBreakdown,
} from '@chargesetu/shared/domain';
import {
  isApiError,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
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
  ReceiptButton,
  StartChargingLink,
  useNow,
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
  const { data: vehicles } = useGetVehiclesQuery();
  const vehicle = vehicles?.find((v) => v.id === booking.vehicleId);
  const lines = priceBreakdown(booking.estimatedCost);
  const headline = detailHeadline(booking, payment, useNow());
  const chip = statusChip(booking.status, payment !== undefined);
  const settlement = payment?.settlement;
  const [toCancel, setToCancel] = useState<Booking | null>(null);
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
            Your payment went through; the booking shows as confirmed in a moment.
          </Typography>
        )}
        {headline.payNow && (
          <Box sx={{ mt: 2 }}>
            <Button component={RouterLink} to={hrefs.payment(booking.id)} variant="contained">
              Pay Now
            </Button>
          </Box>
        )}
        {/* What the driver does next with a paid booking, at the top where it is seen first. */}
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center', '&:empty': { display: 'none' } }}>
          <StartChargingLink booking={booking} centered />
          {booking.status === 'active' && (
            <Button component={RouterLink} to={hrefs.charging(booking.id)} variant="contained">
              Monitor Charging
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
        <DetailsCard title="Booking Details" id="booking-details-title">
          <DetailList
            items={[
              { label: 'Booking ID', value: bookingReference(booking.id), testId: 'confirmation-reference' },
              { label: 'Station', value: booking.station?.name ?? 'Unknown Station' },
              { label: 'Address', value: formatAddress(booking.station?.address) },
              { label: 'Date', value: formatDateIn(booking.startTime) },
              {
                label: 'Time',
                value: formatTimeRange(booking.startTime, booking.endTime),
                testId: 'confirmation-time',
              },
              {
                label: 'Duration',
                value: `${Math.round(minutesBetween(booking.startTime, booking.endTime))} minutes`,
                testId: 'confirmation-duration',
              },
              { label: 'Charger', value: `${booking.chargerType} · ${booking.power} kW` },
              { label: 'Price', value: `${formatInr(booking.pricePerKwh)}/kWh` },
              {
                label: 'Vehicle',
                value: vehicle ? `${vehicle.make} ${vehicle.model} (${vehicle.registrationNumber})` : '—',
              },
              ...(payment ? [] : [{ label: 'Estimated total', value: formatInr(lines.total) }]),
            ]}
          />
        </DetailsCard>
        {payment && (
          <Stack spacing={3}>
            <DetailsCard title="Payment Details" id="payment-details-title">
              <DetailList
                items={[
                  {
                    label: 'Transaction ID',
                    value: payment.transactionId ?? '—',
                    testId: 'confirmation-transaction',
                  },
                  {
                    label: 'Method',
                    value: PAYMENT_METHOD_LABELS[payment.paymentMethod],
                    testId: 'confirmation-method',
                  },
                  { label: 'Amount', value: formatInr(payment.amount), testId: 'confirmation-amount' },
                  { label: 'Date', value: formatDateTimeIn(payment.paymentDate ?? payment.createdAt) },
                  { label: 'Status', value: PAYMENT_STATUS_LABELS[payment.status] },
                ]}
              />
            </DetailsCard>
            <DetailsCard title="Receipt" id="receipt-title">
              <DetailList
                items={[
                  { label: 'Estimated cost', value: formatInr(lines.estimated) },
                  { label: 'Platform fee', value: formatInr(lines.platformFee) },
                  { label: 'GST (18%)', value: formatInr(lines.gst) },
                  { label: 'Total paid', value: formatInr(payment.amount) },
                  ...(settlement
                    ? [
                        {
                          label: 'Energy delivered',
                          value: `${settlement.energyDelivered} kWh`,
                          testId: 'confirmation-energy',
                        },
                        {
                          label: 'Energy cost',
                          value: formatInr(settlement.actualCost),
                          testId: 'confirmation-energy-cost',
                        },
                        {
                          label: 'Back to wallet',
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
          View My Bookings
        </Button>
        <Button component={RouterLink} to={paths.dashboard.path} variant="outlined">
          Go to Dashboard
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
  const { bookingId = '' } = useParams();
  // docs/product.md §2.6 and §8: a signed-out visitor goes to /login with "Authentication required" /
  // "Please sign in to view booking details".
  const signedIn = useSignInRedirect('Please sign in to view booking details');
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
  // A booking without a payment answers 404 there; any other failure leaves the payment unknown.
  const paymentUnknown = payment.isError && !(isApiError(payment.error) && payment.error.status === 404);

  let content;
  if (!signedIn || booking.isLoading || payment.isLoading) {
    content = <ListSkeleton rows={5} label="Loading your booking" />;
  } else if (!booking.data) {
    content = (
      <EmptyState
        headingComponent="h1"
        icon={<SearchOffOutlined />}
        title="Booking Not Found"
        description="We could not find a booking with this id on your account."
        testId="booking-not-found"
        action={
          <Button component={RouterLink} to={paths.bookings.path} variant="contained">
            View My Bookings
          </Button>
        }
      />
    );
  } else if (paymentUnknown) {
    content = (
      <EmptyState
        headingComponent="h1"
        icon={<SearchOffOutlined />}
        title="Booking details could not be loaded"
        description="Its payment could not be read just now. Please try again."
        testId="booking-load-failed"
        action={
          <Button variant="contained" onClick={() => void payment.refetch()}>
            Try again
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
      <DocumentTitle title="Booking confirmation" />
      {content}
    </Container>
  );
}

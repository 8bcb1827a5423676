import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { Booking, PaymentMethod } from '@chargesetu/shared/contracts';
import {
  controlResult,
  isAwaitingPayment,
  selectCurrentUser,
  useAppSelector,
  useCreatePaymentMutation,
  useGetBookingQuery,
  useGetUserStatsQuery,
  useStartPaidWalkUp,
  useToast,
} from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { hrefs, paths } from '@chargesetu/web/routes';
import { BackLink, DocumentTitle, EmptyState, ListSkeleton } from '@chargesetu/web/ui';
import { BookingDetailsCard } from '../components/booking-details-card';
import { PaymentMethodPanel } from '../components/payment-method-panel';
import { PaymentSummaryCard } from '../components/payment-summary-card';
import { PendingPayments } from '../components/pending-payments';
import { paymentBody, paymentSummary, upiIdError, walletCovers } from '../payment/payment-details';
import { usePaymentFlow } from '../payment/use-payment-flow';

function PayBooking({ booking }: { booking: Booking }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const toast = useToast();
  const user = useAppSelector(selectCurrentUser);
  const stats = useGetUserStatsQuery();
  const [createPayment] = useCreatePaymentMutation();
  const startWalkUp = useStartPaidWalkUp();
  const [flow, dispatch] = usePaymentFlow();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [upiId, setUpiId] = useState('');
  const [upiTouched, setUpiTouched] = useState(false);
  const lines = paymentSummary(booking.estimatedCost);
  const upiError = method === 'upi' && upiTouched ? upiIdError(upiId) : null;

  const walkUp = booking.kind === 'walk_up';
  const starting = useRef(false);
  useEffect(() => {
    if (flow.phase !== 'done') return;
    if (!walkUp) {
      toast.success(t('page.successTitle'), t('page.successText'));
      navigate(hrefs.bookingSuccess(booking.id), { replace: true });
      return;
    }
    // "Charge now" (docs/product.md §2.18): the driver is at the connector, so the platform starts the charger
    // as soon as the payment has confirmed the booking, and the charging screen follows it (a start that fails
    // can be tried again there).
    if (starting.current) return; // once, even when an effect runs twice
    starting.current = true;
    toast.success(t('page.successTitle'), t('page.startingCharger'));
    void (async () => {
      try {
        const answer = await startWalkUp(booking.id);
        toast.show(controlResult('start', answer));
      } catch (error) {
        toast.apiError(t('page.errorTitle'), error, t('page.controlFailed'));
      }
      navigate(hrefs.charging(booking.id), { replace: true });
    })();
  }, [flow.phase, walkUp, booking.id, navigate, toast, startWalkUp, t]);

  const pay = async () => {
    if (method === 'upi' && upiIdError(upiId)) {
      setUpiTouched(true);
      return;
    }
    dispatch({ type: 'start' });
    try {
      await createPayment(paymentBody(booking.id, method, upiId)).unwrap();
      dispatch({ type: 'succeeded' });
    } catch (error) {
      dispatch({ type: 'failed' });
      toast.apiError(t('page.failedTitle'), error, t('page.failedText'));
    }
  };

  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <BookingDetailsCard booking={booking} />
        <PaymentMethodPanel
          method={method}
          onMethod={setMethod}
          cardHolder={user?.name || user?.username || ''}
          upiId={upiId}
          onUpiId={(value) => {
            setUpiId(value);
            setUpiTouched(true);
          }}
          upiError={upiError}
          walletBalance={stats.isError ? null : stats.data?.walletBalance}
          walletCovers={walletCovers(stats.data?.walletBalance, lines.total)}
          disabled={flow.phase !== 'idle'}
        />
      </Stack>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 24 } }}>
        <PaymentSummaryCard
          lines={lines}
          holdExpiresAt={booking.holdExpiresAt}
          processing={flow.phase !== 'idle'}
          progress={flow.progress}
          onPay={() => void pay()}
        />
      </Box>
    </Box>
  );
}

function PaymentForBooking({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('payments');
  const booking = useGetBookingQuery(bookingId);
  // Once this screen has started paying, the booking's new status must not turn it into "not found".
  const [payable, setPayable] = useState<Booking | null>(null);
  const current = booking.data && isAwaitingPayment(booking.data) ? booking.data : null;
  useEffect(() => {
    if (current && !payable) setPayable(current);
  }, [current, payable]);
  const shown = payable ?? current;

  if (booking.isLoading) return <ListSkeleton rows={5} label={t('page.loadingBooking')} />;
  if (!shown) {
    return (
      <EmptyState
        headingComponent="h1"
        icon={<SearchOffOutlined />}
        // docs/product.md §2.5 text for a missing booking, or one that is no longer waiting for payment.
        title={t('page.notPayable')}
        testId="booking-not-payable"
        action={
          <Button component={RouterLink} to={paths.bookings.path} variant="contained">
            {t('page.viewMyBookings')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <BackLink to={hrefs.station(shown.stationId)}>{t('page.backToStation')}</BackLink>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('page.title')}
      </Typography>
      <PayBooking booking={shown} />
    </>
  );
}

/**
 * The payment screen (docs/product.md §2.5): /payment/{bookingId} pays one booking; /payment lists the
 * bookings still waiting for payment.
 */
export default function PaymentPage() {
  const { t } = useTranslation('payments');
  const { bookingId } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <DocumentTitle title={t('page.title')} />
      {bookingId ? (
        <PaymentForBooking key={bookingId} bookingId={bookingId} />
      ) : (
        <>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            {t('page.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('pending.intro')}
          </Typography>
          <PendingPayments />
        </>
      )}
    </Container>
  );
}

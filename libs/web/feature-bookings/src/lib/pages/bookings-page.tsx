import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking } from '@chargesetu/shared/contracts';
import {
  useCancelBookingMutation,
  useGetBookingsQuery,
  useGetPaymentsQuery,
  useToast,
} from '@chargesetu/web/data-access';
import { paths } from '@chargesetu/web/routes';
import { CardGridSkeleton, DocumentTitle, EmptyState, TabPanel, tabProps, useNow } from '@chargesetu/web/ui';
import { BookingCard } from '../components/booking-card';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { BOOKINGS_TABS, bookingsForTab, type BookingsTab } from '../my-bookings/booking-tabs';
import { cancelledToast, refundAmount } from '../my-bookings/cancel-text';

export type { BookingsTab } from '../my-bookings/booking-tabs';

export interface BookingsPageProps {
  /** /charging-history opens the page on the completed bookings. */
  initialTab?: BookingsTab;
}

const GROUP = 'bookings';

/** My Bookings (spec 2.8): five tabs filtered per spec 4, with cards, their buttons and a real cancel. */
export default function BookingsPage({ initialTab = 'upcoming' }: BookingsPageProps) {
  const [tab, setTab] = useState<BookingsTab>(initialTab);
  const now = useNow();
  const toast = useToast();
  // Bookings change on the server by themselves (payment confirmed, hold expired): read them on each visit.
  const bookings = useGetBookingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const payments = useGetPaymentsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancelBooking, { isLoading: cancelling }] = useCancelBookingMutation();
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const askToCancel = (booking: Booking) => {
    setToCancel(booking);
    setDialogOpen(true);
  };
  const paymentList = payments.data ?? [];
  const refund = toCancel ? refundAmount(toCancel, paymentList) : null;
  const history = initialTab === 'completed';

  const confirmCancel = async () => {
    if (!toCancel) return;
    try {
      await cancelBooking(toCancel.id).unwrap();
      const { title, description } = cancelledToast(toCancel, refund);
      toast.success(title, description);
    } catch (error) {
      toast.apiError('Error cancelling booking', error, 'Failed to cancel booking');
    }
    setDialogOpen(false);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <DocumentTitle title={history ? 'Charging History' : 'My Bookings'} />
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {history ? 'Charging History' : 'My Bookings'}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_e, value: BookingsTab) => setTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Bookings"
        >
          {BOOKINGS_TABS.map((t) => (
            <Tab key={t.value} label={t.label} {...tabProps(GROUP, t.value, tab)} />
          ))}
        </Tabs>
      </Box>
      {BOOKINGS_TABS.map((t) => {
        const list = bookings.data ? bookingsForTab(bookings.data, t.value, now, paymentList) : [];
        return (
          <TabPanel key={t.value} group={GROUP} value={t.value} current={tab}>
            {bookings.isLoading && <CardGridSkeleton count={3} label="Loading your bookings" />}
            {bookings.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void bookings.refetch()}>
                    Try again
                  </Button>
                }
              >
                Your bookings could not be loaded.
              </Alert>
            )}
            {bookings.data && list.length === 0 && (
              <EmptyState
                icon={<EventBusyOutlined />}
                title={t.empty}
                testId="bookings-empty"
                action={
                  t.value === 'upcoming' ? (
                    <Button component={RouterLink} to={paths.landing.path} variant="contained">
                      Find Charging Stations
                    </Button>
                  ) : undefined
                }
              />
            )}
            {list.length > 0 && (
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
                }}
              >
                {list.map((b) => (
                  <BookingCard key={b.id} booking={b} tab={t.value} now={now} onCancel={askToCancel} />
                ))}
              </Box>
            )}
          </TabPanel>
        );
      })}
      <CancelBookingDialog
        open={dialogOpen}
        booking={toCancel}
        refund={refund}
        busy={cancelling}
        onConfirm={() => void confirmCancel()}
        onClose={() => setDialogOpen(false)}
      />
    </Container>
  );
}

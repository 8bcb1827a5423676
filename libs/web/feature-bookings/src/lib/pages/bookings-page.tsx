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
import { useGetBookingsQuery, useGetPaymentsQuery } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';
import {
  CancelBookingDialog,
  CardGridSkeleton,
  DocumentTitle,
  EmptyState,
  TabPanel,
  tabProps,
  useNow,
} from '@chargesetu/web/ui';
import { BookingCard } from '../components/booking-card';
import { BOOKINGS_TABS, bookingsForTab, type BookingsTab } from '../my-bookings/booking-tabs';

export type { BookingsTab } from '../my-bookings/booking-tabs';

export interface BookingsPageProps {
  /** /charging-history opens the page on the completed bookings. */
  initialTab?: BookingsTab;
}

const GROUP = 'bookings';

/**
 * My Bookings (docs/product.md §2.8): five tabs filtered per §4, with cards, their buttons and a real cancel.
 */
export default function BookingsPage({ initialTab = 'upcoming' }: BookingsPageProps) {
  const { t } = useTranslation('bookings');
  const [tab, setTab] = useState<BookingsTab>(initialTab);
  const now = useNow();
  const bookings = useGetBookingsQuery();
  const payments = useGetPaymentsQuery();
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const paymentList = payments.data ?? [];
  const history = initialTab === 'completed';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <DocumentTitle title={history ? t('list.historyTitle') : t('list.title')} />
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {history ? t('list.historyTitle') : t('list.title')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_e, value: BookingsTab) => setTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('list.tabsLabel')}
        >
          {BOOKINGS_TABS.map((b) => (
            <Tab key={b.value} label={t(b.label)} {...tabProps(GROUP, b.value, tab)} />
          ))}
        </Tabs>
      </Box>
      {BOOKINGS_TABS.map((b) => {
        const list = bookings.data ? bookingsForTab(bookings.data, b.value, now, paymentList) : [];
        return (
          <TabPanel key={b.value} group={GROUP} value={b.value} current={tab}>
            {bookings.isLoading && <CardGridSkeleton count={3} label={t('list.loading')} />}
            {bookings.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void bookings.refetch()}>
                    {t('list.tryAgain')}
                  </Button>
                }
              >
                {t('list.loadError')}
              </Alert>
            )}
            {bookings.data && list.length === 0 && (
              <EmptyState
                icon={<EventBusyOutlined />}
                title={t(b.empty)}
                testId="bookings-empty"
                action={
                  b.value === 'upcoming' ? (
                    <Button component={RouterLink} to={paths.landing.path} variant="contained">
                      {t('list.findStations')}
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
                {list.map((booking) => (
                  <BookingCard
                    key={booking.id}
                    booking={booking}
                    tab={b.value}
                    now={now}
                    payments={paymentList}
                    onCancel={setToCancel}
                  />
                ))}
              </Box>
            )}
          </TabPanel>
        );
      })}
      <CancelBookingDialog booking={toCancel} onClose={() => setToCancel(null)} />
    </Container>
  );
}

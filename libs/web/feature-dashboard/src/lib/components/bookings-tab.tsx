import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking } from '@chargesetu/shared/contracts';
import { useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';
import { CancelBookingDialog, ListSkeleton, SectionCard, TabPanel, tabProps } from '@chargesetu/web/ui';
import { BOOKING_GROUPS, type DashboardBookingGroup, type GroupedBookings } from '../view/dashboard-bookings';
import { BookingItem } from './booking-item';

export interface BookingsTabProps {
  groups: GroupedBookings;
  loading: boolean;
  failed: boolean;
  now: Date;
}

/**
 * My Bookings (docs/product.md §2.15): Upcoming, Active and History. Start Charging opens the session;
 * Reschedule is not offered by the platform yet; Cancel asks first, then cancels through the bookings
 * service.
 */
export function BookingsTab({ groups, loading, failed, now }: BookingsTabProps) {
  const { t } = useTranslation('dashboard');
  const [group, setGroup] = useState<DashboardBookingGroup>('upcoming');
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  return (
    <SectionCard
      title={t('bookings.title')}
      testId="bookings-tab"
      actions={
        <Button component={RouterLink} to={paths.bookings.path} variant="outlined" size="small">
          {t('bookings.all')}
        </Button>
      }
    >
      <Tabs
        value={group}
        onChange={(_event, value: DashboardBookingGroup) => setGroup(value)}
        aria-label={t('bookings.tabsLabel')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {BOOKING_GROUPS.map(({ value, label }) => (
          <Tab
            key={value}
            label={`${label} (${groups[value].length})`}
            {...tabProps('dashboard-bookings', value, group)}
          />
        ))}
      </Tabs>
      {BOOKING_GROUPS.map(({ value, empty }) => (
        <TabPanel key={value} group="dashboard-bookings" value={value} current={group}>
          {loading ? (
            <ListSkeleton rows={2} label={t('bookings.loading')} />
          ) : failed ? (
            <Typography color="text.secondary">{t('bookings.failed')}</Typography>
          ) : groups[value].length === 0 ? (
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography color="text.secondary">{empty}</Typography>
              <Button component={RouterLink} to={paths.home.path} variant="contained" size="small">
                {t('bookings.bookSlot')}
              </Button>
            </Stack>
          ) : (
            <Stack spacing={1.5}>
              {groups[value].map((booking) => (
                <BookingItem
                  key={booking.id}
                  booking={booking}
                  now={now}
                  variant="manage"
                  onCancel={setCancelling}
                />
              ))}
            </Stack>
          )}
        </TabPanel>
      ))}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </SectionCard>
  );
}

import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking } from '@chargesetu/shared/contracts';
import { bookingReference } from '@chargesetu/shared/domain';
import { formatDashboardTime, formatInr, useTranslation } from '@chargesetu/web/i18n';
import { hrefs } from '@chargesetu/web/routes';
import { StartChargingLink } from '@chargesetu/web/ui';
import { bookingDetailsPath, canCancel, dashboardStatusBadge } from '../view/dashboard-bookings';

export interface BookingItemProps {
  booking: Booking;
  now: Date;
  /**
   * Overview rows have Start Charging and Details; My Bookings cards add Reschedule and Cancel, and offer
   * Monitor Charging instead of Start while the session runs.
   */
  variant: 'overview' | 'manage';
  onCancel?: (booking: Booking) => void;
}

/**
 * One booking on the dashboard: station, time ('Today, 14:30', docs/product.md §9), charger, cost and badge.
 * Start Charging is the one every booking screen shows ({@link StartChargingLink}): a link from the moment
 * starting is allowed, disabled with the time it opens before then, absent when it cannot start.
 */
export function BookingItem({ booking, now, variant, onCancel }: BookingItemProps) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const badge = dashboardStatusBadge(booking.status);
  const station = booking.station?.name ?? t('booking.unknownStation');
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="dashboard-booking"
      data-booking-id={booking.id}
      sx={{ p: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
          >
            {station}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {bookingReference(booking.id)}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={badge.label}
          color={badge.color}
          variant={badge.variant}
          data-testid="booking-status"
        />
      </Stack>
      <Typography sx={{ mt: 1, fontWeight: 600 }} data-testid="booking-time">
        {formatDashboardTime(booking.startTime, now)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('booking.summary', {
          charger: booking.chargerType,
          power: booking.power,
          cost: formatInr(booking.estimatedCost),
        })}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        {variant === 'manage' && booking.status === 'active' ? (
          <Button component={RouterLink} to={hrefs.charging(booking.id)} variant="contained" size="small">
            {t('booking.monitorCharging')}
          </Button>
        ) : (
          <StartChargingLink booking={booking} size="small" />
        )}
        <Button component={RouterLink} to={bookingDetailsPath(booking, now)} variant="outlined" size="small">
          {t('booking.details')}
        </Button>
        {variant === 'manage' && canCancel(booking, now) && (
          <>
            <Button variant="outlined" size="small" disabled title={t('booking.rescheduleSoon')}>
              {t('booking.reschedule')}
            </Button>
            {onCancel && (
              <Button variant="outlined" color="error" size="small" onClick={() => onCancel(booking)}>
                {t('booking.cancel')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking, Payment } from '@chargesetu/shared/contracts';
import {
  bookingReference,
  formatCityState,
  formatDateIn,
  formatInr,
  formatTime12,
  formatTimeRange,
} from '@chargesetu/shared/domain';
import { hrefs } from '@chargesetu/web/routes';
import { DetailList, ReceiptButton, StartChargingLink } from '@chargesetu/web/ui';
import { BADGE_COLOR, bookingActions, bookingBadge, type BookingsTab } from '../my-bookings/booking-tabs';
import { AffectedBookingNotice } from './affected-booking-notice';

export interface BookingCardProps {
  booking: Booking;
  tab: BookingsTab;
  now: Date;
  /** The user's payments, for the Receipt of a paid booking. */
  payments: readonly Payment[];
  onCancel: (booking: Booking) => void;
}

/**
 * docs/product.md §2.8 card: station name, status badge, city and state, date, time range, estimated cost,
 * charger type and power, booking id; Monitor Charging, Start Charging (disabled with when it opens before its
 * window), Pay Now, Details, Receipt, View Station and Cancel; and, while its charger is out of service, the
 * notice with Move and Cancel for a full refund.
 */
export function BookingCard({ booking, tab, now, payments, onCancel }: BookingCardProps) {
  const nameId = useId();
  const badge = bookingBadge(booking, tab, now);
  const actions = bookingActions(booking, tab, now, payments);
  const name = booking.station?.name ?? 'Unknown Station';
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      data-testid="booking-card"
      data-booking-id={booking.id}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography id={nameId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
            {name}
          </Typography>
          <Chip size="small" label={badge} color={BADGE_COLOR[badge]} data-testid="booking-badge" />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {formatCityState(booking.station?.address)}
        </Typography>
        <DetailList
          items={[
            { label: 'Date', value: formatDateIn(booking.startTime) },
            { label: 'Time', value: formatTimeRange(booking.startTime, booking.endTime) },
            { label: 'Estimated cost', value: formatInr(booking.estimatedCost) },
            { label: 'Charger', value: `${booking.chargerType} · ${booking.power} kW` },
            { label: 'Booking ID', value: bookingReference(booking.id), testId: 'booking-reference' },
          ]}
        />
        {tab === 'payment' && booking.holdExpiresAt && (
          <Typography variant="body2" color="warning.dark" sx={{ mt: 1.5 }}>
            Pay by {formatTime12(booking.holdExpiresAt)} to keep this slot.
          </Typography>
        )}
        <AffectedBookingNotice booking={booking} onCancel={onCancel} />
      </CardContent>
      <CardActions
        sx={{
          px: 2,
          pb: 2,
          flexWrap: 'wrap',
          gap: 1,
          // A disabled Start Charging carries its "Charging opens at…" line below it: the row aligns at the top.
          alignItems: 'flex-start',
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        {actions.monitorCharging && (
          <Button component={RouterLink} to={hrefs.charging(booking.id)} variant="contained">
            Monitor Charging
          </Button>
        )}
        <StartChargingLink booking={booking} />
        {actions.payNow && (
          <Button component={RouterLink} to={hrefs.payment(booking.id)} variant="contained">
            Pay Now
          </Button>
        )}
        <Button
          component={RouterLink}
          to={hrefs.bookingSuccess(booking.id)}
          variant="outlined"
          aria-describedby={nameId}
        >
          Details
        </Button>
        {actions.receiptPaymentId !== null && (
          <ReceiptButton
            paymentId={actions.receiptPaymentId}
            variant="outlined"
            label="Receipt"
            describedBy={nameId}
          />
        )}
        <Button component={RouterLink} to={hrefs.station(booking.stationId)} variant="outlined">
          View Station
        </Button>
        {/* An affected booking offers Cancel for a full refund in its notice instead. */}
        {actions.cancel && !booking.affected && (
          <Box sx={{ ml: 'auto !important' }}>
            <Button color="error" onClick={() => onCancel(booking)} aria-describedby={nameId}>
              Cancel
            </Button>
          </Box>
        )}
      </CardActions>
    </Card>
  );
}

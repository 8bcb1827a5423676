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
import { bookingReference, formatCityState, formatTime12, formatTimeRange } from '@chargesetu/shared/domain';
import { formatDateIn, formatInr, useTranslation } from '@chargesetu/web/i18n';
import { hrefs } from '@chargesetu/web/routes';
import {
  DetailList,
  OfflineActionNote,
  ReceiptButton,
  StartChargingLink,
  useOnline,
} from '@chargesetu/web/ui';
import {
  BADGE_COLOR,
  BADGE_KEY,
  bookingActions,
  bookingBadge,
  type BookingsTab,
} from '../my-bookings/booking-tabs';
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
 * notice with Move and Cancel for a full refund. Offline (docs/product.md §2.19) the card is the copy saved on
 * the device: Pay Now and Cancel are disabled and say they need a connection.
 */
export function BookingCard({ booking, tab, now, payments, onCancel }: BookingCardProps) {
  const { t } = useTranslation('bookings');
  const nameId = useId();
  const offlineId = `${nameId}-offline`;
  const online = useOnline();
  const needsNetwork = online ? undefined : offlineId;
  const badge = bookingBadge(booking, tab, now);
  const actions = bookingActions(booking, tab, now, payments);
  const name = booking.station?.name ?? t('card.unknownStation');
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
          <Chip
            size="small"
            label={t(BADGE_KEY[badge])}
            color={BADGE_COLOR[badge]}
            data-testid="booking-badge"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {formatCityState(booking.station?.address)}
        </Typography>
        <DetailList
          items={[
            { label: t('card.date'), value: formatDateIn(booking.startTime) },
            { label: t('card.time'), value: formatTimeRange(booking.startTime, booking.endTime) },
            { label: t('card.estimatedCost'), value: formatInr(booking.estimatedCost) },
            { label: t('card.charger'), value: `${booking.chargerType} · ${booking.power} kW` },
            { label: t('card.bookingId'), value: bookingReference(booking.id), testId: 'booking-reference' },
          ]}
        />
        {tab === 'payment' && booking.holdExpiresAt && (
          <Typography variant="body2" color="warning.dark" sx={{ mt: 1.5 }}>
            {t('payBy', { time: formatTime12(booking.holdExpiresAt) })}
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
            {t('card.monitorCharging')}
          </Button>
        )}
        <StartChargingLink booking={booking} />
        {actions.payNow && (
          <Button
            component={RouterLink}
            to={hrefs.payment(booking.id)}
            variant="contained"
            disabled={!online}
            aria-describedby={needsNetwork}
          >
            {t('payNow')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={hrefs.bookingSuccess(booking.id)}
          variant="outlined"
          aria-describedby={nameId}
        >
          {t('card.details')}
        </Button>
        {actions.receiptPaymentId !== null && (
          <ReceiptButton
            paymentId={actions.receiptPaymentId}
            variant="outlined"
            label={t('card.receipt')}
            describedBy={nameId}
          />
        )}
        <Button component={RouterLink} to={hrefs.station(booking.stationId)} variant="outlined">
          {t('card.viewStation')}
        </Button>
        {/* An affected booking offers Cancel for a full refund in its notice instead. */}
        {actions.cancel && !booking.affected && (
          <Box sx={{ ml: 'auto !important' }}>
            <Button
              color="error"
              onClick={() => onCancel(booking)}
              disabled={!online}
              aria-describedby={needsNetwork ? `${nameId} ${needsNetwork}` : nameId}
            >
              {t('card.cancel')}
            </Button>
          </Box>
        )}
      </CardActions>
      {(actions.payNow || (actions.cancel && !booking.affected)) && (
        <Box sx={{ px: 2, pb: 2, mt: -1, '&:empty': { display: 'none' } }}>
          <OfflineActionNote id={offlineId} />
        </Box>
      )}
    </Card>
  );
}

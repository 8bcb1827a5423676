import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Booking } from '@chargesetu/shared/contracts';
import {
  BOOKING_DURATION_MINUTES,
  bookingReference,
  formatAddress,
  formatTimeRange,
} from '@chargesetu/shared/domain';
import { formatDateIn, formatInr, useTranslation } from '@chargesetu/web/i18n';
import { useGetVehiclesQuery } from '@chargesetu/web/data-access';
import { DetailList } from '@chargesetu/web/ui';

/**
 * docs/product.md §2.5 Booking Details: station name and address, date and time with a 30-minute label,
 * charger type, power and price per kWh, vehicle.
 */
export function BookingDetailsCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('payments');
  const { data: vehicles } = useGetVehiclesQuery();
  const vehicle = vehicles?.find((v) => v.id === booking.vehicleId);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="payment-booking-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="payment-booking-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('details.title')}
      </Typography>
      <DetailList
        items={[
          { label: t('details.bookingId'), value: bookingReference(booking.id) },
          {
            label: t('details.station'),
            value: booking.station?.name ?? t('unknownStation'),
            testId: 'payment-station',
          },
          { label: t('details.address'), value: formatAddress(booking.station?.address) },
          { label: t('details.date'), value: formatDateIn(booking.startTime) },
          {
            label: t('details.time'),
            value: (
              <>
                {formatTimeRange(booking.startTime, booking.endTime)}{' '}
                <Chip
                  size="small"
                  label={t('details.minutes', { count: BOOKING_DURATION_MINUTES })}
                  sx={{ ml: 0.5 }}
                />
              </>
            ),
            testId: 'payment-time',
          },
          {
            label: t('details.charger'),
            value: `${booking.chargerType} · ${booking.power} kW`,
            testId: 'payment-charger',
          },
          { label: t('details.price'), value: `${formatInr(booking.pricePerKwh)}/kWh` },
          {
            label: t('details.vehicle'),
            value: vehicle ? `${vehicle.make} ${vehicle.model} (${vehicle.registrationNumber})` : '—',
            testId: 'payment-vehicle',
          },
        ]}
      />
    </Paper>
  );
}

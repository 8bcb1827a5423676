import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Booking } from '@chargesetu/shared/contracts';
import {
  BOOKING_DURATION_MINUTES,
  bookingReference,
  formatAddress,
  formatDateIn,
  formatInr,
  formatTimeRange,
} from '@chargesetu/shared/domain';
import { useGetVehiclesQuery } from '@chargesetu/web/data-access';
import { DetailList } from '@chargesetu/web/ui';

/**
 * docs/product.md §2.5 Booking Details: station name and address, date and time with a 30-minute label,
 * charger type, power and price per kWh, vehicle.
 */
export function BookingDetailsCard({ booking }: { booking: Booking }) {
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
        Booking Details
      </Typography>
      <DetailList
        items={[
          { label: 'Booking ID', value: bookingReference(booking.id) },
          { label: 'Station', value: booking.station?.name ?? 'Unknown Station', testId: 'payment-station' },
          { label: 'Address', value: formatAddress(booking.station?.address) },
          { label: 'Date', value: formatDateIn(booking.startTime) },
          {
            label: 'Time',
            value: (
              <>
                {formatTimeRange(booking.startTime, booking.endTime)}{' '}
                <Chip size="small" label={`${BOOKING_DURATION_MINUTES} minutes`} sx={{ ml: 0.5 }} />
              </>
            ),
            testId: 'payment-time',
          },
          {
            label: 'Charger',
            value: `${booking.chargerType} · ${booking.power} kW`,
            testId: 'payment-charger',
          },
          { label: 'Price', value: `${formatInr(booking.pricePerKwh)}/kWh` },
          {
            label: 'Vehicle',
            value: vehicle ? `${vehicle.make} ${vehicle.model} (${vehicle.registrationNumber})` : '—',
            testId: 'payment-vehicle',
          },
        ]}
      />
    </Paper>
  );
}

import Button from '@mui/material/Button';
import type { Station } from '@chargesetu/shared/contracts';
import {
  BOOKING_DURATION_MINUTES,
  formatDateIn,
  formatHhmm12,
  formatInr,
  hhmmFromMinutes,
  minutesOfDay,
  NOT_AVAILABLE_DASH,
} from '@chargesetu/shared/domain';
import { DetailList, SectionCard } from '@chargesetu/web/ui';
import { summaryCost, type BookingFormValues } from '../booking/booking-form';

function timeRange(slot: string): string {
  if (!slot) return NOT_AVAILABLE_DASH;
  const end = hhmmFromMinutes(minutesOfDay(slot) + BOOKING_DURATION_MINUTES);
  return `${formatHhmm12(slot)} – ${end === '24:00' ? '12:00 AM' : formatHhmm12(end)}`;
}

/**
 * docs/product.md §2.4 Booking Summary: station, date, time, duration (fixed 30 minutes), charger type and
 * kW, estimated cost (price x power x 0.5 h), and the submit button.
 */
export function BookingSummaryCard({
  station,
  values,
  canSubmit,
  isSubmitting,
}: {
  station: Station;
  values: BookingFormValues;
  canSubmit: boolean;
  isSubmitting: boolean;
}) {
  const cost = summaryCost(station, values.chargerType, values.power);
  return (
    <SectionCard sx={{ mb: 3 }} id="booking-summary-title" title="Booking Summary">
      <DetailList
        items={[
          { label: 'Station', value: station.name },
          {
            label: 'Date',
            value: values.date ? formatDateIn(values.date) : NOT_AVAILABLE_DASH,
            testId: 'summary-date',
          },
          { label: 'Time', value: timeRange(values.timeSlot), testId: 'summary-time' },
          { label: 'Duration', value: `${BOOKING_DURATION_MINUTES} minutes`, testId: 'summary-duration' },
          {
            label: 'Charger',
            value:
              values.chargerType && values.power
                ? `${values.chargerType} · ${values.power} kW`
                : NOT_AVAILABLE_DASH,
            testId: 'summary-charger',
          },
          {
            label: 'Estimated cost',
            value: cost === null ? NOT_AVAILABLE_DASH : formatInr(cost),
            testId: 'summary-cost',
          },
        ]}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit} sx={{ mt: 3 }}>
        {isSubmitting ? 'Processing...' : 'Confirm & Proceed to Payment'}
      </Button>
    </SectionCard>
  );
}

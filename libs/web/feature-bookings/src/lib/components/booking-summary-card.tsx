import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Station } from '@chargesetu/shared/contracts';
import {
  BOOKING_DURATION_MINUTES,
  estimateCharge,
  findCharger,
  formatHhmm12,
  hhmmFromMinutes,
  minutesOfDay,
  NOT_AVAILABLE_DASH,
} from '@chargesetu/shared/domain';
import { describeEstimate, formatDateIn, formatInr, useTranslation } from '@chargesetu/web/i18n';
import { useGetVehiclesQuery } from '@chargesetu/web/data-access';
import { DetailList, NoShowPolicyNote, SectionCard } from '@chargesetu/web/ui';
import type { BookingFormValues } from '../booking/booking-form';

function timeRange(slot: string): string {
  if (!slot) return NOT_AVAILABLE_DASH;
  const end = hhmmFromMinutes(minutesOfDay(slot) + BOOKING_DURATION_MINUTES);
  return `${formatHhmm12(slot)} – ${end === '24:00' ? '12:00 AM' : formatHhmm12(end)}`;
}

/**
 * docs/product.md §2.4 Booking Summary: station, date, time, duration (fixed 30 minutes), charger type and
 * kW, estimated cost for the chosen vehicle (§9, the server's estimateCharge) with how it was made, the no-show
 * rule with the server's figures (§4), and the submit button.
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
  const { t } = useTranslation('bookings');
  // The page shows this card once the vehicles are loaded: this reads the same cached list.
  const { data: vehicles } = useGetVehiclesQuery();
  const charger = findCharger(station.chargers, values.chargerType, values.power);
  const estimate = charger
    ? estimateCharge({
        pricePerKwh: charger.pricePerKwh,
        chargerKw: values.power,
        chargerType: charger.type,
        vehicle: vehicles?.find((v) => v.id === values.vehicleId) ?? null,
      })
    : null;
  return (
    <SectionCard sx={{ mb: 3 }} id="booking-summary-title" title={t('form.bookingSummary')}>
      <DetailList
        items={[
          { label: t('form.station'), value: station.name },
          {
            label: t('card.date'),
            value: values.date ? formatDateIn(values.date) : NOT_AVAILABLE_DASH,
            testId: 'summary-date',
          },
          { label: t('card.time'), value: timeRange(values.timeSlot), testId: 'summary-time' },
          {
            label: t('form.duration'),
            value: t('form.minutes', { count: BOOKING_DURATION_MINUTES }),
            testId: 'summary-duration',
          },
          {
            label: t('card.charger'),
            value:
              values.chargerType && values.power
                ? `${values.chargerType} · ${values.power} kW`
                : NOT_AVAILABLE_DASH,
            testId: 'summary-charger',
          },
          {
            label: t('card.estimatedCost'),
            value: estimate ? formatInr(estimate.cost) : NOT_AVAILABLE_DASH,
            testId: 'summary-cost',
          },
        ]}
      />
      {estimate && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="summary-cost-basis">
          {describeEstimate(estimate)}
        </Typography>
      )}
      <NoShowPolicyNote />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit} sx={{ mt: 3 }}>
        {isSubmitting ? t('form.processing') : t('form.submit')}
      </Button>
    </SectionCard>
  );
}

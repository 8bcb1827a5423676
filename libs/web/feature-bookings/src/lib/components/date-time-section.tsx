import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AvailabilitySlot } from '@chargesetu/shared/contracts';
import { addDaysYmd, DEFAULT_BOOKING_HORIZON_DAYS, formatHhmm12, todayIst } from '@chargesetu/shared/domain';
import type { SlotGroupName } from '@chargesetu/shared/domain';
import { useTranslation } from '@chargesetu/web/i18n';
import { SectionCard } from '@chargesetu/web/ui';
import { slotsView } from '../booking/slots-view';
import { SectionError } from './section-error';

export interface DateTimeSectionProps {
  date: string;
  timeSlot: string;
  /** The server's slots for the date; undefined while loading. */
  slots: readonly AvailabilitySlot[] | undefined;
  slotsFailed: boolean;
  /** Why the server refused the slots (e.g. a date beyond the booking horizon), when it said. */
  slotsError?: string;
  onDate: (date: string) => void;
  onSlot: (time: string) => void;
  errors: { date?: string; timeSlot?: string };
  now: Date;
}

/** The key (namespace `bookings`) of each slot group's heading. */
const SLOT_GROUP_KEY = {
  Night: 'slots.night',
  Morning: 'slots.morning',
  Afternoon: 'slots.afternoon',
  Evening: 'slots.evening',
} as const satisfies Record<SlotGroupName, string>;

/**
 * docs/product.md §2.4 Date & Time: a native date picker that disables days before today (IST), and the day's
 * slots grouped Night / Morning / Afternoon / Evening; unavailable slots are disabled (docs/product.md §5, §8).
 */
export function DateTimeSection({
  date,
  timeSlot,
  slots,
  slotsFailed,
  slotsError,
  onDate,
  onSlot,
  errors,
  now,
}: DateTimeSectionProps) {
  const { t } = useTranslation('bookings');
  const view = slots ? slotsView(slots, date, now) : null;
  return (
    <SectionCard sx={{ mb: 3 }} id="date-time-title" title={t('form.dateTime')}>
      <TextField
        type="date"
        label={t('form.date')}
        value={date}
        onChange={(e) => onDate(e.target.value)}
        error={Boolean(errors.date)}
        helperText={errors.date}
        slotProps={{
          inputLabel: { shrink: true },
          // The server answers only today to the horizon (30 days unless configured otherwise).
          htmlInput: {
            min: todayIst(now),
            max: addDaysYmd(todayIst(now), DEFAULT_BOOKING_HORIZON_DAYS),
            'data-testid': 'booking-date',
          },
        }}
        sx={{ mb: 2.5, minWidth: 220 }}
      />
      {slotsFailed && (
        <Alert severity="error" data-testid="slots-error">
          {slotsError ?? t('slots.loadError')}
        </Alert>
      )}
      {!slotsFailed && !view && (
        <Box role="status" aria-label={t('slots.loading')}>
          <Skeleton variant="rounded" height={96} />
        </Box>
      )}
      {view?.kind === 'none' && (
        <Box data-testid="no-slots" sx={{ py: 2, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{view.title}</Typography>
          <Typography color="text.secondary">{view.hint}</Typography>
        </Box>
      )}
      {view?.kind === 'slots' && (
        <>
          {view.allBooked && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="all-slots-booked">
              {view.allBooked}
            </Alert>
          )}
          {view.groups.map((group) => (
            <Box key={group.name} sx={{ mb: 2 }} role="group" aria-labelledby={`slots-${group.name}`}>
              <Typography id={`slots-${group.name}`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t(SLOT_GROUP_KEY[group.name])}
              </Typography>
              <Box
                sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}
              >
                {group.slots.map((slot) => {
                  const chosen = slot.time === timeSlot;
                  return (
                    <Button
                      key={slot.time}
                      variant={chosen ? 'contained' : 'outlined'}
                      disabled={!slot.available}
                      aria-pressed={chosen}
                      onClick={() => onSlot(slot.time)}
                      data-testid="time-slot"
                      data-time={slot.time}
                      sx={{ px: 1 }}
                    >
                      {formatHhmm12(slot.time)}
                    </Button>
                  );
                })}
              </Box>
            </Box>
          ))}
        </>
      )}
      <SectionError message={errors.timeSlot} />
    </SectionCard>
  );
}

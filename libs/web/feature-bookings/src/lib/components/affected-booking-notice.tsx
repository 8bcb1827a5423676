import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Booking, BookingAlternative } from '@chargesetu/shared/contracts';
import { useMoveBookingMutation, useToast } from '@chargesetu/web/data-access';
import { translate, useTranslation } from '@chargesetu/web/i18n';
import { OfflineActionNote, useOnline } from '@chargesetu/web/ui';

export interface AffectedBookingNoticeProps {
  booking: Booking;
  /** Opens the cancel dialog, which says the refund is in full. */
  onCancel: (booking: Booking) => void;
}

/** "Move to Connector 3": the button names the connector; its label says the kind. */
const moveLabel = (a: BookingAlternative) =>
  translate('bookings:affected.moveTo', { number: a.chargerIndex + 1 });

/**
 * docs/product.md §4 "When the charger cannot serve your booking": the server's message, a Move button per
 * free connector of the same kind (POST /api/bookings/:id/move, which refreshes the booking and the slots)
 * and Cancel for a full refund. Nothing when the booking's charger can serve it. Offline both need a
 * connection and say so (docs/product.md §2.19).
 */
export function AffectedBookingNotice({ booking, onCancel }: AffectedBookingNoticeProps) {
  const { t } = useTranslation('bookings');
  const toast = useToast();
  const [moveBooking, { isLoading: moving }] = useMoveBookingMutation();
  const online = useOnline();
  const offlineId = `affected-${booking.id}-offline`;
  const needsNetwork = online ? undefined : offlineId;
  const affected = booking.affected;
  if (!affected) return null;

  const move = async (to: BookingAlternative) => {
    try {
      await moveBooking({ id: booking.id, chargerIndex: to.chargerIndex }).unwrap();
      toast.success(t('affected.movedTitle'), t('affected.movedText', { label: to.label }));
    } catch (error) {
      toast.apiError(t('affected.moveErrorTitle'), error, t('affected.moveErrorFallback'));
    }
  };

  return (
    <Alert severity="warning" data-testid="affected-booking" sx={{ mt: 1.5 }}>
      <AlertTitle>
        {affected.reason === 'reservation_refused' ? t('affected.refused') : t('affected.outOfService')}
      </AlertTitle>
      {affected.message}
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {affected.alternatives.map((a) => (
          <Button
            key={a.chargerIndex}
            variant="contained"
            size="small"
            disabled={moving || !online}
            onClick={() => void move(a)}
            aria-label={`${moveLabel(a)}: ${a.label}`}
            aria-describedby={needsNetwork}
          >
            {moveLabel(a)}
          </Button>
        ))}
        <Button
          variant="outlined"
          color="error"
          size="small"
          onClick={() => onCancel(booking)}
          disabled={!online}
          aria-describedby={needsNetwork}
        >
          {t('affected.cancelFullRefund')}
        </Button>
      </Stack>
      <OfflineActionNote id={offlineId} />
    </Alert>
  );
}

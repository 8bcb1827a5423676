import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import type { Booking } from '@chargesetu/shared/contracts';
import { formatTimeRange } from '@chargesetu/shared/domain';
import { formatDateIn, formatInr, useTranslation } from '@chargesetu/web/i18n';
import { useCancelBookingMutation, useGetPaymentsQuery, useToast } from '@chargesetu/web/data-access';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { cancelledToast, refundAmount } from './cancel-text';

export interface CancelBookingDialogProps {
  /** The booking to cancel; null closes the dialog. */
  booking: Booking | null;
  onClose: () => void;
}

/**
 * Asks before cancelling a booking (not in the spec, which shows no action): what is cancelled and
 * whether the payment goes back to the wallet (in full, said plainly, when its charger is out of service). Confirming sends POST /api/bookings/:id/cancel and
 * toasts the outcome; the cancellation invalidates the bookings, slots, payments and wallet.
 */
export function CancelBookingDialog({ booking, onClose }: CancelBookingDialogProps) {
  const toast = useToast();
  const { t } = useTranslation('common');
  const [cancelBooking, { isLoading: busy }] = useCancelBookingMutation();
  const payments = useGetPaymentsQuery(undefined, { skip: booking === null });
  // The last booking shown stays while the dialog fades out, so its text does not vanish mid-close.
  const [shown, setShown] = useState(booking);
  if (booking !== null && booking !== shown) setShown(booking);
  const refund = shown ? refundAmount(shown, payments.data ?? []) : null;

  const confirm = async () => {
    if (!shown) return;
    try {
      await cancelBooking(shown.id).unwrap();
      const { title, description } = cancelledToast(shown, refund);
      toast.success(title, description);
    } catch (error) {
      toast.apiError(t('cancelBooking.errorTitle'), error, t('cancelBooking.errorText'));
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open={booking !== null}
      title={t('cancelBooking.title')}
      keepLabel={t('cancelBooking.keep')}
      confirmLabel={shown?.affected ? t('cancelBooking.confirmRefund') : t('cancelBooking.confirm')}
      busyLabel={t('cancelBooking.busy')}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {shown && (
        <DialogContentText>
          {t('cancelBooking.what', {
            station: shown.station?.name ?? t('unknownStation'),
            date: formatDateIn(shown.startTime),
            time: formatTimeRange(shown.startTime, shown.endTime),
          })}{' '}
          {shown.affected ? t('cancelBooking.affected') : t('cancelBooking.released')}{' '}
          {refund
            ? t('cancelBooking.willRefund', { amount: formatInr(refund) })
            : t('cancelBooking.nothingPaid')}
        </DialogContentText>
      )}
    </ConfirmDialog>
  );
}

import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import type { Booking } from '@chargesetu/shared/contracts';
import { formatDateIn, formatInr, formatTimeRange } from '@chargesetu/shared/domain';
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
      toast.apiError('Error cancelling booking', error, 'Failed to cancel booking');
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open={booking !== null}
      title="Cancel this booking?"
      keepLabel="Keep booking"
      confirmLabel={shown?.affected ? 'Cancel for a full refund' : 'Cancel booking'}
      busyLabel="Cancelling..."
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {shown && (
        <DialogContentText>
          {shown.station?.name ?? 'Unknown Station'}, {formatDateIn(shown.startTime)},{' '}
          {formatTimeRange(shown.startTime, shown.endTime)}.{' '}
          {shown.affected
            ? 'Its charger is out of service, so you get your money back in full.'
            : 'The charger is released for others.'}{' '}
          {refund
            ? `${formatInr(refund)} will be refunded to your ChargeSetu wallet.`
            : 'Nothing has been paid, so nothing is refunded.'}
        </DialogContentText>
      )}
    </ConfirmDialog>
  );
}

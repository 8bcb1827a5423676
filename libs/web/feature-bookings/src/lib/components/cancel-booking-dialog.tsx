import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Booking } from '@chargesetu/shared/contracts';
import { formatDateIn, formatInr, formatTimeRange } from '@chargesetu/shared/domain';

export interface CancelBookingDialogProps {
  open: boolean;
  /** Kept while the dialog fades out, so its text does not vanish mid-close. */
  booking: Booking | null;
  /** The amount a cancellation refunds to the wallet, when the booking was paid. */
  refund: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before cancelling: what is cancelled, and whether the payment goes back to the wallet. */
export function CancelBookingDialog({
  open,
  booking,
  refund,
  busy,
  onConfirm,
  onClose,
}: CancelBookingDialogProps) {
  return (
    <Dialog
      open={open && booking !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby="cancel-booking-title"
    >
      <DialogTitle id="cancel-booking-title">Cancel this booking?</DialogTitle>
      <DialogContent>
        {booking && (
          <DialogContentText>
            {booking.station?.name ?? 'Unknown Station'}, {formatDateIn(booking.startTime)},{' '}
            {formatTimeRange(booking.startTime, booking.endTime)}. The charger is released for others.{' '}
            {refund
              ? `${formatInr(refund)} will be refunded to your ChargeSetu wallet.`
              : 'Nothing has been paid, so nothing is refunded.'}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          Keep booking
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {busy ? 'Cancelling...' : 'Cancel booking'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

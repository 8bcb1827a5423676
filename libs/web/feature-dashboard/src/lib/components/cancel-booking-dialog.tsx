import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Booking } from '@chargesetu/shared/contracts';
import { bookingReference, formatDashboardTime } from '@chargesetu/shared/domain';
import { useCancelBookingMutation, useToast } from '@chargesetu/web/data-access';

export interface CancelBookingDialogProps {
  booking: Booking | null;
  now: Date;
  onClose: () => void;
}

/** Asks before cancelling (POST /api/bookings/:id/cancel); a paid booking is refunded to the wallet. */
export function CancelBookingDialog({ booking, now, onClose }: CancelBookingDialogProps) {
  const toast = useToast();
  const [cancelBooking, { isLoading }] = useCancelBookingMutation();
  if (!booking) return null;
  const paid = booking.status === 'confirmed';

  const confirm = async () => {
    try {
      await cancelBooking(booking.id).unwrap();
      toast.success(
        'Booking cancelled',
        paid
          ? 'Your booking has been cancelled and the amount refunded to your wallet.'
          : 'Your booking has been cancelled.',
      );
      onClose();
    } catch (error) {
      toast.apiError('Error cancelling booking', error, 'Failed to cancel booking. Please try again.');
    }
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="cancel-booking-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="cancel-booking-title">Cancel this booking?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {booking.station?.name ?? 'Unknown Station'}, {formatDashboardTime(booking.startTime, now)} (
          {bookingReference(booking.id)}).{' '}
          {paid ? 'The amount you paid goes back to your wallet.' : 'The slot is released for others.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isLoading} color="inherit">
          Keep Booking
        </Button>
        <Button onClick={() => void confirm()} disabled={isLoading} variant="contained" color="error">
          {isLoading ? 'Cancelling...' : 'Cancel Booking'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import DialogContentText from '@mui/material/DialogContentText';
import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { formatInr } from '@chargesetu/shared/domain';
import { controlResult, useControlChargingMutation, useToast } from '@chargesetu/web/data-access';
import { ConfirmDialog } from '../feedback/confirm-dialog';

export interface StopChargingDialogProps {
  open: boolean;
  bookingId: number;
  /** The live status, for what has been delivered so far (left out when unknown). */
  status: ChargingStatus | undefined;
  onClose: () => void;
}

/** What stopping means for the driver's money (docs/product.md §2.7, §9 settlement). */
export const STOP_CHARGING_TEXT =
  'You pay for the energy delivered so far; the rest of what you paid goes back to your ChargeSetu wallet.';

/**
 * "Stop charging now?" before a running session is stopped (the charging screen and the dashboard's
 * Charging Monitor): what the driver pays and gets back, "Keep charging" / "Stop charging". Confirming
 * sends the stop and toasts what the server answered (a charger may still be finishing).
 */
export function StopChargingDialog({ open, bookingId, status, onClose }: StopChargingDialogProps) {
  const toast = useToast();
  const [control, { isLoading }] = useControlChargingMutation();

  const stop = async () => {
    try {
      const answer = await control({ bookingId, action: 'stop' }).unwrap();
      toast.show(controlResult('stop', answer));
    } catch (error) {
      toast.apiError('Error', error, 'Failed to control charging session');
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title="Stop charging now?"
      keepLabel="Keep charging"
      confirmLabel="Stop charging"
      busyLabel="Stopping..."
      busy={isLoading}
      onConfirm={() => void stop()}
      onClose={onClose}
      testId="stop-charging-dialog"
    >
      <DialogContentText>{STOP_CHARGING_TEXT}</DialogContentText>
      {status?.isCharging && (
        <DialogContentText sx={{ mt: 1.5 }} data-testid="stop-charging-so-far">
          So far: {status.energyDelivered.toFixed(2)} kWh delivered, {formatInr(status.costSoFar)} of energy
          (the platform fee and GST are added).
        </DialogContentText>
      )}
    </ConfirmDialog>
  );
}

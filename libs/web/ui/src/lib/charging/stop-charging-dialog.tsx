import DialogContentText from '@mui/material/DialogContentText';
import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { formatInr, useTranslation } from '@chargesetu/web/i18n';
import { controlResult, useControlChargingMutation, useToast } from '@chargesetu/web/data-access';
import { ConfirmDialog } from '../feedback/confirm-dialog';

export interface StopChargingDialogProps {
  open: boolean;
  bookingId: number;
  /** The live status, for what has been delivered so far (left out when unknown). */
  status: ChargingStatus | undefined;
  onClose: () => void;
}

/**
 * "Stop charging now?" before a running session is stopped (the charging screen and the dashboard's
 * Charging Monitor): what the driver pays and gets back, "Keep charging" / "Stop charging". Confirming
 * sends the stop and toasts what the server answered (a charger may still be finishing).
 */
export function StopChargingDialog({ open, bookingId, status, onClose }: StopChargingDialogProps) {
  const toast = useToast();
  const { t } = useTranslation('common');
  const [control, { isLoading }] = useControlChargingMutation();

  const stop = async () => {
    try {
      const answer = await control({ bookingId, action: 'stop' }).unwrap();
      toast.show(controlResult('stop', answer));
    } catch (error) {
      toast.apiError(t('stopCharging.errorTitle'), error, t('stopCharging.errorText'));
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('stopCharging.title')}
      keepLabel={t('stopCharging.keep')}
      confirmLabel={t('stopCharging.confirm')}
      busyLabel={t('stopCharging.busy')}
      busy={isLoading}
      onConfirm={() => void stop()}
      onClose={onClose}
      testId="stop-charging-dialog"
    >
      <DialogContentText>{t('stopCharging.text')}</DialogContentText>
      {status?.isCharging && (
        <DialogContentText sx={{ mt: 1.5 }} data-testid="stop-charging-so-far">
          {t('stopCharging.soFar', {
            energy: status.energyDelivered.toFixed(2),
            amount: formatInr(status.costSoFar),
          })}
        </DialogContentText>
      )}
    </ConfirmDialog>
  );
}

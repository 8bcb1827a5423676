import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { CommandStatus } from '@chargesetu/shared/contracts';
import { getErrorMessage, useToast } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import {
  useRemoteStopMutation,
  useResetChargerMutation,
  useTriggerStatusMutation,
  useUnlockConnectorMutation,
} from '../../api/charge-points.api';
import { COMMAND_TEXTS } from './charger-command-text';
import { actionAnswer, actionQuestion, type PendingAction } from './console-text';

export interface ConfirmActionDialogProps {
  /** The action to confirm; null closes the dialog. */
  action: PendingAction | null;
  onClose: () => void;
}

/**
 * Asks before a console action (reset, unlock, status, stop), then sends it: the server audits it whatever
 * happens. The charger's answer closes the dialog as a toast; a failure stays here in the server's words.
 */
export function ConfirmActionDialog({ action, onClose }: ConfirmActionDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const toast = useToast();
  const [reset] = useResetChargerMutation();
  const [unlock] = useUnlockConnectorMutation();
  const [trigger] = useTriggerStatusMutation();
  const [stop] = useRemoteStopMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // The last action shown stays while the dialog fades out.
  const [shown, setShown] = useState(action);
  if (action !== null && action !== shown) {
    setShown(action);
    setFailure(null);
  }

  const send = (a: PendingAction): Promise<CommandStatus> => {
    const { chargePointId } = a;
    switch (a.kind) {
      case 'Reset':
        return reset({ chargePointId, body: { type: a.type } }).unwrap();
      case 'UnlockConnector':
        return unlock({ chargePointId, body: { connectorId: a.connectorId } }).unwrap();
      case 'TriggerStatus':
        return trigger({ chargePointId, body: {} }).unwrap();
      case 'RemoteStop':
        return stop({ chargePointId, body: { transactionId: a.transactionId } }).unwrap();
    }
  };
  const confirm = async () => {
    if (shown === null) return;
    setBusy(true);
    try {
      const answer = await send(shown);
      const { severity, message } = actionAnswer(shown, answer.status);
      toast.show({ title: shown.chargePointId, description: message, severity });
      onClose();
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
    }
  };

  if (shown === null) return null;
  const { title, text, confirm: confirmLabel } = actionQuestion(shown);
  const risky = shown.kind !== 'TriggerStatus';
  return (
    <Dialog open={action !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {failure !== null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {getErrorMessage(failure, COMMAND_TEXTS.commandFailed)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {t('shared.cancel')}
        </Button>
        <Button
          onClick={() => void confirm()}
          color={risky ? 'warning' : 'primary'}
          variant="contained"
          disabled={busy}
        >
          {busy ? t('commands.asking') : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

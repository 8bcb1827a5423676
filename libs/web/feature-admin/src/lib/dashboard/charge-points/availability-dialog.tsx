import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { getErrorMessage, useToast } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { useChangeAvailabilityMutation } from '../../api/charge-points.api';
import {
  availabilityAction,
  availabilityAnswer,
  availabilityQuestion,
  COMMAND_TEXTS,
  type AvailabilityChange,
} from './charger-command-text';

export interface AvailabilityDialogProps {
  /** The connector to change; null closes the dialog. */
  change: AvailabilityChange | null;
  onClose: () => void;
}

/**
 * Asks before taking a connector out of service (or putting it back), then sends ChangeAvailability.
 * The charger's answer closes the dialog and shows as a toast; a failure (not connected, no answer)
 * stays here in the server's words.
 */
export function AvailabilityDialog({ change, onClose }: AvailabilityDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const toast = useToast();
  const [changeAvailability, { isLoading: busy, error, reset }] = useChangeAvailabilityMutation();
  // The last connector shown stays while the dialog fades out.
  const [shown, setShown] = useState(change);
  if (change !== null && change !== shown) setShown(change);

  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (shown === null) return;
    const { chargePointId, connectorId, type } = shown;
    try {
      const answer = await changeAvailability({ chargePointId, body: { connectorId, type } }).unwrap();
      const { severity, message } = availabilityAnswer(shown, answer.status);
      toast.show({ title: chargePointId, description: message, severity });
      close();
    } catch {
      // The error stays in the mutation's state and is shown below.
    }
  };

  if (shown === null) return null;
  const { title, text } = availabilityQuestion(shown);
  return (
    <Dialog open={change !== null} onClose={busy ? undefined : close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {getErrorMessage(error, COMMAND_TEXTS.commandFailed)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="inherit" disabled={busy}>
          {t('shared.cancel')}
        </Button>
        <Button
          onClick={() => void confirm()}
          color={shown.type === 'Inoperative' ? 'warning' : 'primary'}
          variant="contained"
          disabled={busy}
        >
          {busy ? t('commands.asking') : availabilityAction(shown.type)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

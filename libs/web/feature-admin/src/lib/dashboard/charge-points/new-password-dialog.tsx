import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ChargePointCredentials } from '@chargesetu/shared/contracts';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { useResetChargePointPasswordMutation } from '../../api/charge-points.api';
import { CHARGE_POINT_TEXTS } from './charge-point-text';

export interface NewPasswordDialogProps {
  /** The charge point whose password is replaced; null closes the dialog. */
  chargePointId: string | null;
  onClose: () => void;
  /** The service answered with the new password. */
  onDone: (credentials: ChargePointCredentials) => void;
}

/**
 * Asks before replacing a charger's password: the old one stops working at once, so the charger is
 * refused until someone configures it with the new one. A refusal is shown here, where it was asked for.
 */
export function NewPasswordDialog({ chargePointId, onClose, onDone }: NewPasswordDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const [setNewPassword, { isLoading: busy, error, reset: clearError }] =
    useResetChargePointPasswordMutation();
  // The last charge point shown stays while the dialog fades out.
  const [shown, setShown] = useState(chargePointId);
  if (chargePointId !== null && chargePointId !== shown) setShown(chargePointId);

  const close = () => {
    clearError();
    onClose();
  };
  const confirm = async () => {
    if (shown === null) return;
    try {
      const credentials = await setNewPassword(shown).unwrap();
      // Also drops the answer from the store: the password lives only in the dialog that shows it.
      clearError();
      onDone(credentials);
    } catch {
      // The error stays in the mutation's state and is shown below.
    }
  };

  return (
    <Dialog open={chargePointId !== null} onClose={busy ? undefined : close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('newPassword.title', { id: shown })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('newPassword.text')}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {getErrorMessage(error, CHARGE_POINT_TEXTS.resetFailed)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="inherit" disabled={busy}>
          {t('newPassword.keep')}
        </Button>
        <Button onClick={() => void confirm()} color="warning" variant="contained" disabled={busy}>
          {busy ? t('newPassword.setting') : t('newPassword.set')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { RfidCard } from '@chargesetu/shared/contracts';
import { useRemoveRfidCardMutation, useToast } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';

export interface RemoveRfidCardDialogProps {
  /** The card to remove; null keeps the dialog closed. */
  card: RfidCard | null;
  onClose: () => void;
}

/** Removing an RFID card asks first: once removed, a tap of that card starts nothing for the driver. */
export function RemoveRfidCardDialog({ card, onClose }: RemoveRfidCardDialogProps) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const [removeCard, { isLoading }] = useRemoveRfidCardMutation();

  const confirm = async () => {
    if (!card) return;
    try {
      await removeCard(card.idTag).unwrap();
      toast.success(t('rfid.removedToast'), t('rfid.removedToastText', { label: card.label }));
      onClose();
    } catch (error) {
      toast.apiError(t('rfid.removeFailed'), error, t('rfid.removeTryAgain'));
      onClose();
    }
  };

  return (
    <Dialog
      open={card !== null}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="remove-rfid-card-title"
      aria-describedby="remove-rfid-card-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="remove-rfid-card-title">
        {card ? t('rfid.removeTitle', { label: card.label }) : t('rfid.removeTitleAny')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-rfid-card-text" sx={{ overflowWrap: 'anywhere' }}>
          {t('rfid.removeText', { idTag: card?.idTag ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={isLoading} autoFocus>
          {t('rfid.keep')}
        </Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={isLoading}>
          {isLoading ? t('rfid.removing') : t('rfid.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

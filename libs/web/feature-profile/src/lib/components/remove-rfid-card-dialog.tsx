import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { RfidCard } from '@chargesetu/shared/contracts';
import { useRemoveRfidCardMutation, useToast } from '@chargesetu/web/data-access';

export interface RemoveRfidCardDialogProps {
  /** The card to remove; null keeps the dialog closed. */
  card: RfidCard | null;
  onClose: () => void;
}

/** Removing an RFID card asks first: once removed, a tap of that card starts nothing for the driver. */
export function RemoveRfidCardDialog({ card, onClose }: RemoveRfidCardDialogProps) {
  const toast = useToast();
  const [removeCard, { isLoading }] = useRemoveRfidCardMutation();

  const confirm = async () => {
    if (!card) return;
    try {
      await removeCard(card.idTag).unwrap();
      toast.success('Card removed', `${card.label} no longer starts charging for you.`);
      onClose();
    } catch (error) {
      toast.apiError('Error removing card', error, 'Please try again');
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
      <DialogTitle id="remove-rfid-card-title">{card ? `Remove ${card.label}?` : 'Remove card?'}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-rfid-card-text" sx={{ overflowWrap: 'anywhere' }}>
          Card {card?.idTag} will no longer start charging for you at any charger.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={isLoading} autoFocus>
          Keep card
        </Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={isLoading}>
          {isLoading ? 'Removing...' : 'Remove'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question: "Cancel this booking?", "Stop charging now?". */
  title: string;
  /** What happens when confirmed. */
  children: ReactNode;
  /** The button that leaves everything as it is ("Keep booking"). */
  keepLabel: string;
  /** The button that does it ("Cancel booking"); it reads `busyLabel` while the action runs. */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** Closing without confirming (the keep button, Escape, a click outside); ignored while busy. */
  onClose: () => void;
  testId?: string;
}

/**
 * Asks before an action that cannot be undone: the question, what happens, a button to keep things as they
 * are and a red one to go ahead. Both buttons are disabled while the action runs.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onClose,
  testId,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {keepLabel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

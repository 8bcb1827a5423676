import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { downloadReceipt, useToast } from '@chargesetu/web/data-access';

/** Download Receipt: the PDF fetched with the bearer token and saved from a blob. */
export function ReceiptButton({
  paymentId,
  variant = 'contained',
  size = 'medium',
  label = 'Download Receipt',
  describedBy,
}: {
  paymentId: number;
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium';
  /** The visible text; the shared screens say "Download Receipt". */
  label?: string;
  /** The id of what the receipt is of (a card's title), when the label alone does not say. */
  describedBy?: string;
}) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(paymentId);
    } catch (error) {
      toast.apiError(
        'Error downloading receipt',
        error,
        'The receipt could not be downloaded. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      size={size}
      startIcon={<DownloadOutlined aria-hidden="true" />}
      onClick={() => void download()}
      disabled={busy}
      aria-describedby={describedBy}
    >
      {busy ? 'Downloading...' : label}
    </Button>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { downloadReceipt, isApiError, useToast } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { useOnline } from '../offline/use-online';

/**
 * Download Receipt: the PDF fetched with the bearer token and saved from a blob. Offline, a receipt already
 * opened on this device comes from the service worker's saved copy (docs/product.md §2.19); one never opened
 * says it needs a connection.
 */
export function ReceiptButton({
  paymentId,
  variant = 'contained',
  size = 'medium',
  label,
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
  const { t } = useTranslation('common');
  const online = useOnline();
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(paymentId);
    } catch (error) {
      if (!online && isApiError(error) && error.status === 'FETCH_ERROR') {
        toast.error(t('receipt.errorTitle'), t('receipt.needsConnection'));
      } else {
        toast.apiError(t('receipt.errorTitle'), error, t('receipt.errorText'));
      }
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
      {busy ? t('receipt.downloading') : (label ?? t('receipt.download'))}
    </Button>
  );
}

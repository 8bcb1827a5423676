import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';

export interface RetryAlertProps {
  error: unknown;
  /** What to say when the server gave no message. */
  fallback: string;
  onRetry: () => void;
}

/** A read that failed: the server's message (or the fallback) and Retry. */
export function RetryAlert({ error, fallback, onRetry }: RetryAlertProps) {
  const { t } = useTranslation('admin');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('shared.retry')}
        </Button>
      }
    >
      {getErrorMessage(error, fallback)}
    </Alert>
  );
}

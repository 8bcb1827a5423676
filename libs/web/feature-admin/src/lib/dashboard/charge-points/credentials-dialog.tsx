import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OCPP16_SUBPROTOCOL, type ChargePointCredentials } from '@chargesetu/shared/contracts';
import { useTranslation } from '@chargesetu/web/i18n';
import { CopyField } from './copy-field';

/** Why the credentials are shown: a charger just registered, or a new password for one. */
export type CredentialsReason = 'registered' | 'new-password';

/** What the service answered, and why it is shown. */
export interface ShownCredentials {
  credentials: ChargePointCredentials;
  reason: CredentialsReason;
}

export interface CredentialsDialogProps {
  /** Null closes the dialog. */
  shown: ShownCredentials | null;
  onClose: () => void;
}

/**
 * The password (stored only hashed, so shown this once), the connection URL and how to set up the
 * charger with them. A click beside the dialog does not close it: the password would be gone for good.
 */
export function CredentialsDialog({ shown, onClose }: CredentialsDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  // The last credentials shown stay while the dialog fades out, so its text does not vanish mid-close.
  const [last, setLast] = useState(shown);
  if (shown !== null && shown !== last) setLast(shown);
  const credentials = last?.credentials;
  const id = credentials?.chargePoint.id ?? '';

  return (
    <Dialog
      open={shown !== null}
      onClose={(_event, why) => {
        if (why !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // Once closed, the password is not kept on the page.
      slotProps={{ transition: { onExited: () => setLast(null) } }}
    >
      <DialogTitle id={titleId}>
        {last?.reason === 'registered'
          ? t('credentials.registered', { id })
          : t('chargePoints.newPasswordFor', { id })}
      </DialogTitle>
      {credentials && (
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('credentials.once')}
          </Alert>
          <Stack spacing={2}>
            <CopyField label={t('credentials.id')} what={t('credentials.idWhat')} value={id} />
            <CopyField
              label={t('credentials.password')}
              what={t('credentials.passwordWhat')}
              value={credentials.authorizationKey}
            />
            <CopyField
              label={t('credentials.url')}
              what={t('credentials.urlWhat')}
              value={credentials.connectionUrl}
            />
          </Stack>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 0.5 }}>
            {t('credentials.configure')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
            <li>{t('credentials.protocol')}</li>
            <li>{t('credentials.subprotocol', { value: OCPP16_SUBPROTOCOL })}</li>
            <li>{t('credentials.centralUrl')}</li>
            <li>{t('credentials.basicAuth', { id })}</li>
          </Box>
          {last?.reason === 'new-password' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('credentials.oldStops')}
            </Typography>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('credentials.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

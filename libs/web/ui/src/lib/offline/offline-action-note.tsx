import Typography from '@mui/material/Typography';
import { useOnline } from './use-online';
import { useTranslation } from '@chargesetu/web/i18n';

/**
 * "You're offline — this needs a connection" under an action that needs the network (Book, Pay Now,
 * Start/Stop Charging, the assistant's Send), shown only offline. The action disables itself with
 * `useOnline()` and points its `aria-describedby` at `id`.
 */
export function OfflineActionNote({ id }: { id: string }) {
  const online = useOnline();
  const { t } = useTranslation('common');
  if (online) return null;
  return (
    <Typography
      id={id}
      variant="body2"
      color="text.secondary"
      sx={{ mt: 1 }}
      data-testid="offline-action-note"
    >
      {t('offline.needsConnection')}
    </Typography>
  );
}

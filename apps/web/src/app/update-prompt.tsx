import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from '@chargesetu/web/i18n';

/** How often an open app asks for a newer build, so a tab left open for days is not stuck on an old one. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (apps/web/pwa.config.mts) and, when a new build has installed and is waiting,
 * offers it: "A new version of ChargeSetu is ready" with Reload, which activates it and reloads the page.
 * The driver chooses when, so nothing is swapped under a booking or a payment in progress; the prompt stays
 * until then (the old build also ends by itself once every ChargeSetu tab is closed).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_swUrl, registration) {
      if (!registration) return;
      setInterval(() => {
        // Only when the network is there; a failed check is retried at the next interval.
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });

  // Coming back to the app also checks: phones keep tabs suspended for a long time.
  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine || !('serviceWorker' in navigator))
        return;
      void navigator.serviceWorker
        .getRegistration()
        .then((r) => r?.update())
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, []);

  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 88, md: 24 } }}
      message={t('app.updateReady')}
      action={
        <Button
          color="primary"
          variant="contained"
          size="small"
          onClick={() => void updateServiceWorker(true)}
        >
          {t('app.reload')}
        </Button>
      }
    />
  );
}

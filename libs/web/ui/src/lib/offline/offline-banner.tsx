import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formatDateTimeIn } from '@chargesetu/shared/domain';
import { showsStations, stationsSavedAt } from './stations-saved-at';
import { useOnline } from './use-online';

/**
 * The banner's line about the stations on screen, from when they were saved: `null` when that cannot be
 * told, `undefined` while it is being read.
 */
export function savedStationsText(savedAt: Date | null | undefined): string {
  if (savedAt === undefined) return 'Showing stations saved on this device.';
  return savedAt
    ? `Showing stations as of ${formatDateTimeIn(savedAt)} IST, saved on this device.`
    : 'Showing stations saved on this device earlier; when they were saved is not known.';
}

/**
 * "You're offline" while the browser has no network (docs/product.md §2.19): on the finder and station
 * pages, which show the catalogue the service worker saved, it says how old that is. Mounted once, in
 * the app frame's content (apps/web/src/app/layouts.tsx), so every framed page shows it; it renders
 * nothing online.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { pathname } = useLocation();
  const [savedAt, setSavedAt] = useState<{ path: string; at: Date | null } | null>(null);
  const stations = showsStations(pathname);

  useEffect(() => {
    if (online || !stations) return;
    let current = true;
    stationsSavedAt(pathname).then(
      (at) => current && setSavedAt({ path: pathname, at }),
      () => current && setSavedAt({ path: pathname, at: null }),
    );
    return () => {
      current = false;
    };
  }, [online, stations, pathname]);

  if (online) return null;
  const known = savedAt?.path === pathname ? savedAt.at : undefined;
  return (
    <Alert severity="warning" role="status" data-testid="offline-banner" sx={{ mb: 2 }}>
      <AlertTitle>You’re offline</AlertTitle>
      {stations && `${savedStationsText(known)} `}Booking, paying, charging and the assistant need a
      connection.
    </Alert>
  );
}

import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formatDateTimeIn, translate, useTranslation } from '@chargesetu/web/i18n';
import { savedAt as readSavedAt, savedCopyOf, type SavedCopy } from './saved-copy';
import { useOnline } from './use-online';

const SAVED_KEYS = {
  stations: {
    unknownYet: 'common:offline.savedUnknownYet',
    at: 'common:offline.savedAt',
    earlier: 'common:offline.savedEarlier',
  },
  bookings: {
    unknownYet: 'common:offline.bookingsSavedUnknownYet',
    at: 'common:offline.bookingsSavedAt',
    earlier: 'common:offline.bookingsSavedEarlier',
  },
} as const satisfies Record<SavedCopy['what'], Record<string, string>>;

/**
 * The banner's line about what is on screen (the stations, or the driver's own bookings), from when it was
 * saved: `null` when that cannot be told, `undefined` while it is being read.
 */
export function savedCopyText(what: SavedCopy['what'], savedAt: Date | null | undefined): string {
  const keys = SAVED_KEYS[what];
  if (savedAt === undefined) return translate(keys.unknownYet);
  return savedAt ? translate(keys.at, { time: formatDateTimeIn(savedAt) }) : translate(keys.earlier);
}

/**
 * "You're offline" while the browser has no network (docs/product.md §2.19): on the pages that show what the
 * service worker saved (the finder and station pages; My Bookings and a booking's details) it says how old
 * that is. Mounted once, in the app frame's content (apps/web/src/app/layouts.tsx), so every framed page
 * shows it; it renders nothing online.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [saved, setSaved] = useState<{ path: string; at: Date | null } | null>(null);
  const copy = savedCopyOf(pathname);

  useEffect(() => {
    const wanted = savedCopyOf(pathname);
    if (online || !wanted) return;
    let current = true;
    readSavedAt(wanted).then(
      (at) => current && setSaved({ path: pathname, at }),
      () => current && setSaved({ path: pathname, at: null }),
    );
    return () => {
      current = false;
    };
  }, [online, pathname]);

  if (online) return null;
  const known = saved?.path === pathname ? saved.at : undefined;
  return (
    <Alert severity="warning" role="status" data-testid="offline-banner" sx={{ mb: 2 }}>
      <AlertTitle>{t('offline.title')}</AlertTitle>
      {copy && `${savedCopyText(copy.what, known)} `}
      {t('offline.needConnection')}
    </Alert>
  );
}

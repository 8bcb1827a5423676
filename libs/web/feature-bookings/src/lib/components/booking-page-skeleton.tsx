import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '@chargesetu/web/i18n';

/** docs/product.md §2.4: skeletons while the station and the vehicles load. */
export function BookingPageSkeleton() {
  const { t } = useTranslation('bookings');
  return (
    <Box role="status" aria-label={t('page.loading')}>
      <Paper variant="outlined" sx={{ display: 'flex', gap: 2, p: 2, mb: 3 }} aria-hidden="true">
        <Skeleton variant="rounded" width={160} height={120} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="60%" height={36} />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rounded" width={180} height={24} sx={{ mt: 1 }} />
        </Box>
      </Paper>
      {[0, 1, 2].map((i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2, mb: 3 }} aria-hidden="true">
          <Skeleton variant="text" width="30%" height={32} />
          <Skeleton variant="rounded" height={56} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Box>
  );
}

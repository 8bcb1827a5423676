import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '@chargesetu/web/i18n';

/** docs/product.md §2.3: a skeleton in the shape of the detail page while the station loads. */
export function StationDetailSkeleton() {
  const { t } = useTranslation('stations');
  return (
    <Box role="status" aria-label={t('detail.loading')} data-testid="station-skeleton">
      <Box aria-hidden="true">
        <Skeleton variant="rounded" sx={{ height: { xs: 200, md: 300 }, mb: 2 }} />
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="text" width="35%" />
        <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} variant="text" width={`${80 - i * 8}%`} sx={{ mb: 1 }} />
            ))}
          </Paper>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="rounded" height={48} sx={{ my: 2 }} />
            <Skeleton variant="rounded" height={48} />
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}

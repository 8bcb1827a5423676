import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@chargesetu/web/i18n';

/** Placeholder cards in a responsive grid while a list loads (station cards, bookings). */
export function CardGridSkeleton({ count = 6, label }: { count?: number; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box
      role="status"
      aria-label={label ?? t('loading.list')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} aria-hidden="true">
          <CardContent>
            <Skeleton variant="text" width="70%" height={28} />
            <Skeleton variant="text" width="45%" />
            <Stack direction="row" spacing={1} sx={{ my: 1.5 }}>
              <Skeleton variant="rounded" width={64} height={24} />
              <Skeleton variant="rounded" width={64} height={24} />
            </Stack>
            <Skeleton variant="rounded" height={36} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** Placeholder rows while a list or table loads. */
export function ListSkeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack role="status" aria-label={label ?? t('loading.list')} spacing={1.5}>
      {Array.from({ length: rows }, (_, i) => (
        <Stack key={i} direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-hidden="true">
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="35%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@chargesetu/web/i18n';

export interface PageLoaderProps {
  /**
   * The visible and announced text, e.g. "Loading..." (docs/product.md §2.1) or "Loading admin dashboard...".
   */
  label?: string;
  /** Fill the viewport (a screen without the frame) rather than the content area. */
  fullScreen?: boolean;
}

/** A centred spinner with a visible, announced label. */
export function PageLoader({ label, fullScreen = false }: PageLoaderProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: fullScreen ? '100dvh' : '50vh',
        p: 4,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{label ?? t('loading.page')}</Typography>
    </Box>
  );
}

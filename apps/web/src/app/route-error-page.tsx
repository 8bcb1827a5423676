import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from '@chargesetu/web/i18n';
import { DocumentTitle } from '@chargesetu/web/ui';

/**
 * Shown when a page throws or its chunk cannot be loaded (typically after a new release replaced the
 * files an open tab still refers to): a reload fixes the latter.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  console.error(error);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <DocumentTitle title={t('app.errorTitle')} />
      <Box>
        <Typography variant="h3" component="h1" sx={{ mb: 1.5 }}>
          {t('app.errorTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('app.errorText')}
        </Typography>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      </Box>
    </Box>
  );
}

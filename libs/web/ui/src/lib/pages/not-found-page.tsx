import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Trans, useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';
import { BrandLogo } from '../brand/brand-logo';
import { DocumentTitle } from './document-title';

export interface NotFoundPageProps {
  /**
   * `framed`: inside the app frame (docs/product.md §2.1); offers the station finder.
   * `public`: a stand-alone screen that reads "404 Page Not Found", with its own header.
   */
  variant: 'framed' | 'public';
}

/** docs/product.md §2.1 not-found screen, in its two variants. */
export function NotFoundPage({ variant }: NotFoundPageProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const body = (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <DocumentTitle title={t('notFound.title')} />
      <Typography
        aria-hidden="true"
        sx={{ fontSize: { xs: '4.5rem', md: '6rem' }, fontWeight: 900, lineHeight: 1, color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography variant="h3" component="h1" sx={{ mt: 2, mb: 1.5 }}>
        {variant === 'public' ? t('notFound.heading404') : t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, overflowWrap: 'anywhere' }}>
        <Trans
          t={t}
          i18nKey="notFound.nothingAt"
          values={{ path: pathname }}
          components={{ path: <Box component="code" sx={{ fontWeight: 600 }} /> }}
        />
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {variant === 'public' ? (
          <Button component={RouterLink} to={paths.landing.path} variant="contained" size="large">
            {t('notFound.backHome')}
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to={paths.home.path} variant="contained" size="large">
              {t('notFound.findStations')}
            </Button>
            <Button component={RouterLink} to={paths.landing.path} variant="outlined" size="large">
              {t('notFound.goHome')}
            </Button>
          </>
        )}
      </Box>
    </Container>
  );

  if (variant === 'framed') return body;
  return (
    <>
      <Box
        component="header"
        sx={{
          px: { xs: 2, md: 4 },
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <BrandLogo to={paths.landing.path} />
      </Box>
      <Box component="main" id="main-content">
        {body}
      </Box>
    </>
  );
}

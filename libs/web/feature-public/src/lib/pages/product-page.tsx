import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { useTranslation } from '@chargesetu/web/i18n';
import { brand } from '@chargesetu/web/ui';
import { PublicLayout } from '../layout/public-layout';
import { PRODUCT_FEATURES, STEPS } from './product-content';

/** docs/product.md §2.16 product page (/product, "Why Us?") with the #features anchor. */
export default function ProductPage() {
  const { t } = useTranslation('public');
  return (
    <PublicLayout title={t('product.pageTitle')}>
      <Box
        component="section"
        aria-labelledby="product-title"
        sx={{ bgcolor: brand.night, color: '#FFFFFF' }}
      >
        <Box
          sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 7, md: 10 }, textAlign: 'center' }}
        >
          <Typography variant="overline" component="p" sx={{ color: brand.glow }}>
            {t('product.overline')}
          </Typography>
          <Typography id="product-title" variant="h1" sx={{ mb: 2.5 }}>
            {t('product.title')}
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', color: 'rgba(255, 255, 255, 0.85)', mb: 4 }}>
            {t('product.intro')}
          </Typography>
          <Button
            component={RouterLink}
            to="#features"
            size="large"
            variant="contained"
            sx={{ bgcolor: brand.glow, color: brand.night, '&:hover': { bgcolor: '#8FF7D8' } }}
          >
            {t('product.explore')}
          </Button>
        </Box>
      </Box>

      <Box
        component="section"
        id="features"
        aria-labelledby="features-heading"
        sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 6, md: 9 } }}
      >
        <Typography id="features-heading" variant="h2" sx={{ mb: 1.5 }}>
          {t('product.featuresTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640, mb: 5 }}>
          {t('product.featuresIntro')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {PRODUCT_FEATURES.map(({ id, icon: Icon, title, summary, points }) => (
            <Card key={id} component="article" id={`feature-${id}`} aria-labelledby={`feature-${id}-title`}>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1.5 }}>
                  <Box
                    sx={{
                      width: 48,
                      height: 48,
                      borderRadius: 3,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: brand.mint,
                    }}
                  >
                    <Icon color="primary" aria-hidden="true" />
                  </Box>
                  <Typography id={`feature-${id}-title`} variant="h5" component="h3">
                    {t(title)}
                  </Typography>
                </Box>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {t(summary)}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {points.map((point) => (
                    <Box
                      component="li"
                      key={point}
                      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
                    >
                      <CheckCircleOutlined
                        color="primary"
                        fontSize="small"
                        sx={{ mt: 0.25 }}
                        aria-hidden="true"
                      />
                      <span>{t(point)}</span>
                    </Box>
                  ))}
                </Box>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>

      <Box
        component="section"
        aria-labelledby="steps-title"
        sx={{ bgcolor: 'background.default', py: { xs: 6, md: 9 } }}
      >
        <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 4 } }}>
          <Typography id="steps-title" variant="h2" sx={{ mb: 4, textAlign: 'center' }}>
            {t('product.stepsTitle')}
          </Typography>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {STEPS.map((step, index) => (
              <Box component="li" key={step.title} sx={{ textAlign: 'center' }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 48,
                    height: 48,
                    mx: 'auto',
                    mb: 1.5,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: '#FFFFFF',
                    fontWeight: 800,
                  }}
                >
                  {index + 1}
                </Box>
                <Typography variant="h6" component="h3">
                  {t(step.title)}
                </Typography>
                <Typography color="text.secondary">{t(step.text)}</Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, flexWrap: 'wrap', mt: 6 }}>
            <Button component={RouterLink} to={paths.home.path} variant="contained" size="large">
              {t('product.findCharger')}
            </Button>
            <Button component={RouterLink} to={paths.register.path} variant="outlined" size="large">
              {t('product.createAccount')}
            </Button>
          </Box>
        </Box>
      </Box>
    </PublicLayout>
  );
}

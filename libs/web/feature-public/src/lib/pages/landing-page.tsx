import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@chargesetu/web/i18n';
import { brand } from '@chargesetu/web/ui';
import { PublicLayout } from '../layout/public-layout';
import { ChooseYourPath } from './choose-your-path';
import { Hero } from './hero';
import { CatalogueNumbers } from './catalogue-numbers';
import { FEATURE_CARDS } from './landing-content';

/** docs/product.md §2.16 landing page (/). */
export default function LandingPage() {
  const { t } = useTranslation('public');
  return (
    <PublicLayout>
      <Hero />

      <CatalogueNumbers />

      <Box
        component="section"
        aria-labelledby="features-title"
        sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 6, md: 9 } }}
      >
        <Typography variant="overline" color="primary" component="p">
          {t('landing.overline')}
        </Typography>
        <Typography id="features-title" variant="h2" sx={{ mb: 1.5 }}>
          {t('landing.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640, mb: 5 }}>
          {t('landing.intro')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {FEATURE_CARDS.map(({ icon: Icon, title, text }) => (
            <Card key={title} component="article">
              <CardContent sx={{ p: 3 }}>
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 3,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: brand.mint,
                    mb: 2,
                  }}
                >
                  <Icon color="primary" aria-hidden="true" />
                </Box>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  {t(title)}
                </Typography>
                <Typography color="text.secondary">{t(text)}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>

      <ChooseYourPath />
    </PublicLayout>
  );
}

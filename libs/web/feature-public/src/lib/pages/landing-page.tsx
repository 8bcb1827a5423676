import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { brand } from '@chargesetu/web/ui';
import { PublicLayout } from '../layout/public-layout';
import { ChooseYourPath } from './choose-your-path';
import { Hero } from './hero';
import { CatalogueNumbers } from './catalogue-numbers';
import { FEATURE_CARDS } from './landing-content';

/** docs/product.md §2.16 landing page (/). */
export default function LandingPage() {
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
          Everything in one app
        </Typography>
        <Typography id="features-title" variant="h2" sx={{ mb: 1.5 }}>
          Charging that fits your day
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640, mb: 5 }}>
          Whether you drive a Nexon EV to the office or a fleet of e-rickshaws across town, ChargeSetu takes
          the uncertainty out of every charge.
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
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>

      <ChooseYourPath />
    </PublicLayout>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { formatInr, useTranslation } from '@chargesetu/web/i18n';
import { brand } from '@chargesetu/web/ui';

/** An illustration of a live session; decorative, so hidden from assistive technology. */
function SessionPreview() {
  const { t } = useTranslation('public');
  return (
    <Box
      aria-hidden="true"
      sx={{
        bgcolor: 'rgba(255, 255, 255, 0.06)',
        border: '1px solid rgba(255, 255, 255, 0.16)',
        borderRadius: 4,
        p: 3,
        width: '100%',
        maxWidth: 380,
        justifySelf: 'center',
        boxShadow: '0 24px 60px rgba(0, 0, 0, 0.35)',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>Bandra Kurla Complex, Mumbai</Typography>
        <Chip label={t('hero.previewStatus')} size="small" sx={{ bgcolor: brand.glow, color: brand.night }} />
      </Box>
      <Typography sx={{ fontSize: '3rem', fontWeight: 900, lineHeight: 1 }}>68%</Typography>
      <Typography sx={{ color: 'rgba(255, 255, 255, 0.78)', mb: 2 }}>{t('hero.previewEta')}</Typography>
      <LinearProgress
        variant="determinate"
        value={68}
        sx={{
          height: 10,
          borderRadius: 5,
          bgcolor: 'rgba(255, 255, 255, 0.15)',
          '& .MuiLinearProgress-bar': { bgcolor: brand.glow },
        }}
      />
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, color: 'rgba(255, 255, 255, 0.78)' }}
      >
        <span>{t('hero.previewDelivered')}</span>
        <span>{formatInr(385.2)}</span>
      </Box>
    </Box>
  );
}

export function Hero() {
  const { t } = useTranslation('public');
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: '#FFFFFF',
        background: `radial-gradient(circle at 85% 20%, rgba(94, 242, 196, 0.22), transparent 40%), linear-gradient(160deg, ${brand.night} 0%, ${brand.nightSoft} 100%)`,
      }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, md: 4 },
          py: { xs: 7, md: 11 },
          display: 'grid',
          gap: 6,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
        }}
      >
        <Box>
          <Chip
            icon={<BoltOutlined sx={{ color: `${brand.night} !important` }} />}
            label={t('hero.chip')}
            sx={{ bgcolor: brand.glow, color: brand.night, mb: 3 }}
          />
          <Typography id="hero-title" variant="h1" sx={{ mb: 2.5 }}>
            {t('hero.title')}{' '}
            <Box component="span" sx={{ color: brand.glow }}>
              {t('hero.titleHighlight')}
            </Box>
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', color: 'rgba(255, 255, 255, 0.85)', maxWidth: 560, mb: 4 }}>
            {t('hero.text')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={paths.home.path}
              size="large"
              variant="contained"
              sx={{ bgcolor: brand.glow, color: brand.night, '&:hover': { bgcolor: '#8FF7D8' } }}
            >
              {t('hero.findCharger')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.register.path}
              size="large"
              variant="outlined"
              sx={{ color: '#FFFFFF', borderColor: 'rgba(255, 255, 255, 0.6)' }}
            >
              {t('hero.createAccount')}
            </Button>
          </Box>
        </Box>
        <SessionPreview />
      </Box>
    </Box>
  );
}

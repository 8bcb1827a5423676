import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { userInitial, type SessionUser } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { brand } from '@chargesetu/web/ui';

/** docs/product.md §2.15: a welcome banner with the user's name and their initial as the avatar. */
export function WelcomeBanner({ user }: { user: SessionUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper
      elevation={0}
      data-testid="welcome-banner"
      sx={{
        p: { xs: 2.5, md: 4 },
        mb: 3,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 2, md: 3 },
        color: '#FFFFFF',
        background: `linear-gradient(120deg, ${brand.night} 0%, ${brand.nightSoft} 55%, ${brand.greenDark} 100%)`,
        borderRadius: 3,
      }}
    >
      <Avatar
        data-testid="welcome-avatar"
        sx={{
          width: { xs: 52, md: 68 },
          height: { xs: 52, md: 68 },
          fontSize: { xs: '1.5rem', md: '2rem' },
          fontWeight: 800,
          bgcolor: brand.glow,
          color: brand.night,
        }}
      >
        {userInitial(user)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h1"
          variant="overline"
          sx={{ color: brand.glow, fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.6 }}
        >
          {t('welcome.heading')}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          data-testid="welcome-name"
          sx={{ fontSize: { xs: '1.4rem', md: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {t('welcome.greeting', { name: user.name })}
        </Typography>
        <Typography sx={{ opacity: 0.85, mt: 0.5 }}>{t('welcome.subtitle')}</Typography>
      </Box>
    </Paper>
  );
}

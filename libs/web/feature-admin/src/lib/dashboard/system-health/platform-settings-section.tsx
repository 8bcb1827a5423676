import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@chargesetu/web/i18n';
import { SectionCard } from '../components/section-card';
import { PLATFORM_SETTINGS } from './platform-facts';

/**
 * The System tab's platform settings (docs/product.md §2.14), each with how this version always behaves:
 * nothing here can be switched at run time, so no switch is offered.
 */
export function PlatformSettingsSection() {
  const { t } = useTranslation('admin');
  return (
    <SectionCard title={t('system.settings.title')} subtitle={t('system.settings.subtitle')}>
      <Stack spacing={2} component="dl" sx={{ m: 0 }}>
        {PLATFORM_SETTINGS.map((s) => (
          <Box key={s.key} data-testid={`setting-${s.key}`}>
            <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {t(s.label)}
              </Typography>
              <Chip label={t(s.state)} size="small" variant="outlined" />
            </Box>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, mt: 0.5 }}>
              {t(s.explanation)}
            </Typography>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}

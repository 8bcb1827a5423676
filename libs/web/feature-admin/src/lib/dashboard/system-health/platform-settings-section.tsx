import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../components/section-card';
import { PLATFORM_SETTINGS } from './platform-facts';

/**
 * The System tab's platform settings (docs/product.md §2.14), each with how this version always behaves:
 * nothing here can be switched at run time, so no switch is offered.
 */
export function PlatformSettingsSection() {
  return (
    <SectionCard
      title="Platform settings"
      subtitle="Fixed in this version: none of these can be switched at run time"
    >
      <Stack spacing={2} component="dl" sx={{ m: 0 }}>
        {PLATFORM_SETTINGS.map((s) => (
          <Box key={s.key} data-testid={`setting-${s.key}`}>
            <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {s.label}
              </Typography>
              <Chip label={s.state} size="small" variant="outlined" />
            </Box>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, mt: 0.5 }}>
              {s.explanation}
            </Typography>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}

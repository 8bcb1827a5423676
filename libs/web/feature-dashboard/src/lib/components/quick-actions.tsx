import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BatteryChargingFullOutlined from '@mui/icons-material/BatteryChargingFullOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@chargesetu/web/i18n';
import type { QuickAction } from '../view/dashboard-tiles';

const LABEL_KEYS = {
  'Find Stations': 'quick.findStations',
  'Book Now': 'quick.bookNow',
  'Active Charging': 'quick.activeCharging',
  'AI Assistant': 'quick.assistant',
} as const satisfies Record<QuickAction['label'], string>;

const ICONS: Record<QuickAction['label'], ReactElement> = {
  'Find Stations': <SearchOutlined aria-hidden="true" />,
  'Book Now': <CalendarMonthOutlined aria-hidden="true" />,
  'Active Charging': <BatteryChargingFullOutlined aria-hidden="true" />,
  'AI Assistant': <SmartToyOutlined aria-hidden="true" />,
};

const slug = (label: string) => label.toLowerCase().replace(/\W+/g, '-');

/**
 * docs/product.md §2.15 quick actions, as links (they navigate); one with nowhere to go (Active Charging
 * without a session) is a disabled button whose description says why.
 */
export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box component="nav" aria-label={t('quick.label')} sx={{ mb: 3 }} data-testid="quick-actions">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {actions.map((action) => (
          <Box key={action.label} sx={{ minWidth: 0 }}>
            {action.to === null ? (
              <Button
                disabled
                aria-describedby={`quick-action-${slug(action.label)}`}
                variant="outlined"
                fullWidth
                startIcon={ICONS[action.label]}
                sx={{ justifyContent: 'flex-start', py: 1.25, bgcolor: 'background.paper' }}
              >
                {t(LABEL_KEYS[action.label])}
              </Button>
            ) : (
              <Button
                component={RouterLink}
                to={action.to}
                aria-describedby={`quick-action-${slug(action.label)}`}
                variant="outlined"
                fullWidth
                startIcon={ICONS[action.label]}
                sx={{ justifyContent: 'flex-start', py: 1.25, bgcolor: 'background.paper' }}
              >
                {t(LABEL_KEYS[action.label])}
              </Button>
            )}
            <Typography
              id={`quick-action-${slug(action.label)}`}
              variant="caption"
              color="text.secondary"
              component="p"
              data-testid={`quick-action-${slug(action.label)}-description`}
              sx={{ mt: 0.5, px: 0.5 }}
            >
              {action.description}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

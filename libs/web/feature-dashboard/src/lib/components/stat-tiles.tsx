import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { useTranslation } from '@chargesetu/web/i18n';
import type { Tile, TileKey } from '../view/dashboard-tiles';

const ICONS: Record<TileKey, ReactElement> = {
  activeBookings: <EventAvailableOutlined aria-hidden="true" />,
  walletBalance: <AccountBalanceWalletOutlined aria-hidden="true" />,
  vehicles: <DirectionsCarOutlined aria-hidden="true" />,
  avgMonthlyCost: <TrendingUpOutlined aria-hidden="true" />,
};

/** docs/product.md §2.15's four tiles: two by two on a phone, one row on a large screen. */
export function StatTiles({ tiles }: { tiles: readonly Tile[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box
      component="ul"
      aria-label={t('tiles.label')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {tiles.map((tile) => (
        <Paper
          component="li"
          key={tile.key}
          variant="outlined"
          data-testid={`tile-${tile.key}`}
          sx={{ p: { xs: 1.5, md: 2.5 }, display: 'flex', flexDirection: 'column', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
            {ICONS[tile.key]}
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {tile.label}
            </Typography>
          </Box>
          <Typography
            variant="h5"
            component="p"
            data-testid="tile-value"
            sx={{ fontWeight: 800, fontSize: { xs: '1.25rem', md: '1.6rem' } }}
          >
            {tile.value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {tile.hint}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

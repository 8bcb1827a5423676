import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { useTranslation } from '@chargesetu/web/i18n';

interface Tile {
  label:
    'quickAccess.bookings' | 'quickAccess.paymentMethods' | 'quickAccess.favorites' | 'quickAccess.vehicles';
  icon: ReactNode;
  /** No link: Payment Methods and Favorites lead nowhere yet and say "Coming soon" (docs/product.md §2.2). */
  to?: string;
}

const TILES: Tile[] = [
  { label: 'quickAccess.bookings', icon: <EventNoteOutlined />, to: paths.bookings.path },
  { label: 'quickAccess.paymentMethods', icon: <CreditCardOutlined /> },
  { label: 'quickAccess.favorites', icon: <FavoriteBorderOutlined /> },
  { label: 'quickAccess.vehicles', icon: <DirectionsCarOutlined />, to: paths.profile.path },
];

function TileBody({ tile }: { tile: Tile }) {
  const { t } = useTranslation('stations');
  return (
    <Box
      sx={{
        p: { xs: 1.5, md: 2 },
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: { xs: 60, md: 72 },
      }}
    >
      <Box aria-hidden="true" sx={{ color: tile.to ? 'primary.main' : 'text.disabled', display: 'flex' }}>
        {tile.icon}
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.2 }}>{t(tile.label)}</Typography>
        {!tile.to && (
          <Typography variant="caption" color="text.secondary">
            {t('quickAccess.comingSoon')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * docs/product.md §2.2 Quick Access: My Bookings (/bookings), Payment Methods, Favorites, My Vehicles
 * (/profile).
 */
export function QuickAccess() {
  const { t } = useTranslation('stations');
  return (
    <Box component="section" aria-labelledby="quick-access-heading">
      <Typography id="quick-access-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {t('quickAccess.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {TILES.map((tile) => (
          <Card key={tile.label} variant="outlined" data-testid="quick-access-tile">
            {tile.to ? (
              <CardActionArea component={RouterLink} to={tile.to}>
                <TileBody tile={tile} />
              </CardActionArea>
            ) : (
              <Box sx={{ bgcolor: 'action.hover' }}>
                <TileBody tile={tile} />
              </Box>
            )}
          </Card>
        ))}
      </Box>
    </Box>
  );
}

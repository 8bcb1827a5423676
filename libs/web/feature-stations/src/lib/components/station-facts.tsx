import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import LocalParkingOutlined from '@mui/icons-material/LocalParkingOutlined';
import NearMeOutlined from '@mui/icons-material/NearMeOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { Station } from '@chargesetu/shared/contracts';
import { formatAddress, parkingLabel } from '@chargesetu/shared/domain';
import { useTranslation } from '@chargesetu/web/i18n';
import { paymentMethodsText } from '../detail/booking-choice';

const PARKING_KEY = { Available: 'facts.parkingAvailable', Limited: 'facts.parkingLimited' } as const;
import { OpeningHours } from './opening-hours';
import { StationDistance } from './station-distance';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, py: 1.25 }}>
      <Box aria-hidden="true" sx={{ color: 'primary.main', pt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h3" variant="subtitle2" color="text.secondary">
          {label}
        </Typography>
        {typeof children === 'string' ? <Typography>{children}</Typography> : children}
      </Box>
    </Box>
  );
}

/**
 * docs/product.md §2.3 facts: full address, opening hours, distance (real once the user shared a location
 * this session, else unknown with a button to share it), parking, payment methods and amenities.
 */
export function StationFacts({ station }: { station: Station }) {
  const { t } = useTranslation('stations');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="facts-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="facts-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('facts.title')}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Fact icon={<PlaceOutlined />} label={t('facts.address')}>
          <Typography data-testid="station-address">{formatAddress(station.address)}</Typography>
        </Fact>
        <Fact icon={<NearMeOutlined />} label={t('facts.distance')}>
          <StationDistance station={station} />
        </Fact>
        <Fact icon={<LocalParkingOutlined />} label={t('facts.parking')}>
          {t(PARKING_KEY[parkingLabel(station.amenities)])}
        </Fact>
        <Fact icon={<PaymentsOutlined />} label={t('facts.paymentMethods')}>
          {paymentMethodsText()}
        </Fact>
      </Box>
      <Fact icon={<AccessTimeOutlined />} label={t('facts.openingHours')}>
        <OpeningHours value={station.operatingHours} />
      </Fact>
      <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mt: 1, mb: 1 }}>
        {t('facts.amenities')}
      </Typography>
      {station.amenities.length ? (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {station.amenities.map((a) => (
            <li key={a}>
              <Chip label={a} variant="outlined" />
            </li>
          ))}
        </Box>
      ) : (
        <Typography>{t('facts.noAmenities')}</Typography>
      )}
    </Paper>
  );
}

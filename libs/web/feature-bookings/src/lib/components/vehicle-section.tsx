import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ElectricCarOutlined from '@mui/icons-material/ElectricCarOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { Vehicle } from '@chargesetu/shared/contracts';
import { isVehicleCompatible } from '@chargesetu/shared/domain';
import { useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';
import { SectionCard } from '@chargesetu/web/ui';
import { SectionError } from './section-error';

export interface VehicleSectionProps {
  vehicles: readonly Vehicle[];
  chargerType: string;
  vehicleId: number | null;
  onVehicle: (id: number) => void;
  error?: string;
}

function VehicleOption({
  vehicle,
  chosen,
  incompatibleWith,
  onChoose,
}: {
  vehicle: Vehicle;
  chosen: boolean;
  incompatibleWith: string | null;
  onChoose: () => void;
}) {
  const { t } = useTranslation('bookings');
  const reason = incompatibleWith ? t('vehicle.incompatible', { type: incompatibleWith }) : null;
  const button = (
    <ToggleButton
      value={vehicle.id}
      selected={chosen}
      disabled={reason !== null}
      onChange={onChoose}
      data-testid="vehicle-option"
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1.5,
        textTransform: 'none',
        borderRadius: '10px',
        '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
      }}
    >
      <ElectricCarOutlined aria-hidden="true" />
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {vehicle.make} {vehicle.model}
        </Box>
        <Box component="span" sx={{ fontSize: '0.8rem' }}>
          {vehicle.registrationNumber} · {vehicle.connectorTypes.join(', ')}
        </Box>
        {reason && (
          <Box component="span" sx={{ fontSize: '0.8rem', fontStyle: 'italic' }}>
            {reason}
          </Box>
        )}
      </Box>
    </ToggleButton>
  );
  if (!reason) return button;
  // A disabled button gets no pointer events: the tooltip listens on a wrapper (docs/product.md §5 tooltip).
  return (
    <Tooltip title={reason} describeChild>
      <Box component="span" sx={{ display: 'block' }}>
        {button}
      </Box>
    </Tooltip>
  );
}

/**
 * docs/product.md §2.4 Your Vehicle (§5, §8): a vehicle fits when its connector types include the chosen
 * charger type; the others are disabled with "Incompatible with {type}". Empty states link to /profile,
 * where vehicles are added.
 */
export function VehicleSection({ vehicles, chargerType, vehicleId, onVehicle, error }: VehicleSectionProps) {
  const { t } = useTranslation('bookings');
  const compatible = (v: Vehicle) => !chargerType || isVehicleCompatible(v.connectorTypes, chargerType);
  return (
    <SectionCard sx={{ mb: 3 }} id="your-vehicle-title" title={t('vehicle.title')}>
      {vehicles.length === 0 ? (
        <Alert severity="info" data-testid="no-vehicles">
          <Box component="span" sx={{ display: 'block' }}>
            {t('vehicle.none')}
          </Box>
          <Link component={RouterLink} to={paths.profile.path}>
            {t('vehicle.add')}
          </Link>
        </Alert>
      ) : (
        <>
          {chargerType && !vehicles.some(compatible) && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="no-compatible-vehicles">
              <Box component="span" sx={{ display: 'block' }}>
                {t('vehicle.noneCompatible')}
              </Box>
              <Link component={RouterLink} to={paths.profile.path}>
                {t('vehicle.addCompatible')}
              </Link>
            </Alert>
          )}
          {!chargerType && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('vehicle.chooseConnector')}
            </Typography>
          )}
          <Box
            role="group"
            aria-labelledby="your-vehicle-title"
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
          >
            {vehicles.map((v) => (
              <VehicleOption
                key={v.id}
                vehicle={v}
                chosen={v.id === vehicleId}
                incompatibleWith={compatible(v) ? null : chargerType}
                onChoose={() => onVehicle(v.id)}
              />
            ))}
          </Box>
        </>
      )}
      <SectionError message={error} />
    </SectionCard>
  );
}

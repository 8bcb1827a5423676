import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Vehicle } from '@chargesetu/shared/contracts';
import { translate, useTranslation } from '@chargesetu/web/i18n';

/** Why a vehicle's battery level shows as unknown (docs/product.md §2.15). */
export const noVehicleDataText = (): string => translate('dashboard:vehicles.noData');

/**
 * A vehicle as the platform knows it: name, registration and, in detail, year, connectors and battery
 * capacity. Its battery level is "Unknown": the platform has no live data from a parked car, and a made-up
 * level (or a range worked out from one) would mislead (docs/product.md §2.15).
 */
export function VehicleSummary({ vehicle, detailed = false }: { vehicle: Vehicle; detailed?: boolean }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const name = `${vehicle.make} ${vehicle.model}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="dashboard-vehicle"
      sx={{ p: 2, height: '100%' }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
          >
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {vehicle.registrationNumber}
            {detailed && vehicle.year ? ` · ${vehicle.year}` : ''}
          </Typography>
        </Box>
      </Stack>
      {detailed && (
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          {vehicle.connectorTypes.map((type) => (
            <Chip key={type} size="small" variant="outlined" label={type} />
          ))}
          {vehicle.batteryCapacity && <Chip size="small" label={`${vehicle.batteryCapacity} kWh`} />}
        </Stack>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1.5 }}>
        <Typography variant="body2">{t('vehicles.batteryLevel')}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="vehicle-battery">
          {t('vehicles.unknown')}
        </Typography>
      </Stack>
    </Paper>
  );
}

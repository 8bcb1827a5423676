import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Vehicle } from '@chargesetu/shared/contracts';
import { vehicleEstimate } from '../view/vehicle-estimates';
import { InventionLabel } from './labels';

/**
 * A vehicle with its estimated battery level and range (docs/product.md §3 "Dashboard inventions"):
 * ChargeSetu has no live data from the car, so both are labelled "Estimate".
 */
export function VehicleSummary({ vehicle, detailed = false }: { vehicle: Vehicle; detailed?: boolean }) {
  const titleId = useId();
  const estimate = vehicleEstimate(vehicle);
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
        <InventionLabel kind="Estimate" />
      </Stack>
      {detailed && (
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          {vehicle.connectorTypes.map((type) => (
            <Chip key={type} size="small" variant="outlined" label={type} />
          ))}
          {vehicle.batteryCapacity && <Chip size="small" label={`${vehicle.batteryCapacity} kWh`} />}
        </Stack>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1.5, mb: 0.5 }}>
        <Typography variant="body2">Battery (estimated)</Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="vehicle-battery">
          {estimate.batteryPercent}%
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={estimate.batteryPercent}
        aria-label={`Estimated battery level of the ${name}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="vehicle-range">
        About {estimate.rangeKm} km range (estimated)
      </Typography>
    </Paper>
  );
}

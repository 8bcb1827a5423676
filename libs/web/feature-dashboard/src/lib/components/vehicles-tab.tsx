import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { Vehicle } from '@chargesetu/shared/contracts';
import { paths } from '@chargesetu/web/routes';
import { CardGridSkeleton, EmptyState, SectionCard } from '@chargesetu/web/ui';
import { NO_VEHICLE_DATA_TEXT, VehicleSummary } from './vehicle-summary';

export interface VehiclesTabProps {
  vehicles: readonly Vehicle[] | undefined;
  loading: boolean;
}

/**
 * My Vehicles (docs/product.md §2.15): the user's vehicles; Manage Vehicles and Add New Vehicle go to
 * /vehicles.
 */
export function VehiclesTab({ vehicles, loading }: VehiclesTabProps) {
  const actions = (
    <>
      <Button component={RouterLink} to={paths.vehicles.path} variant="outlined" size="small">
        Manage Vehicles
      </Button>
      <Button component={RouterLink} to={paths.vehicles.path} variant="contained" size="small">
        Add New Vehicle
      </Button>
    </>
  );
  return (
    <SectionCard title="My Vehicles" actions={actions} testId="vehicles-tab">
      {loading && !vehicles ? (
        <CardGridSkeleton count={2} label="Loading your vehicles" />
      ) : vehicles && vehicles.length > 0 ? (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {vehicles.map((vehicle) => (
              <VehicleSummary key={vehicle.id} vehicle={vehicle} detailed />
            ))}
          </Box>
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mt: 1.5 }}
            data-testid="vehicle-battery-note"
          >
            {NO_VEHICLE_DATA_TEXT}
          </Typography>
        </>
      ) : (
        <EmptyState
          icon={<DirectionsCarOutlined />}
          title="You don't have any vehicles added yet"
          description="Add your electric vehicle to book slots on compatible chargers."
        />
      )}
    </SectionCard>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { Vehicle } from '@chargesetu/shared/contracts';
import { useTranslation } from '@chargesetu/web/i18n';
import { paths } from '@chargesetu/web/routes';
import { CardGridSkeleton, EmptyState, SectionCard } from '@chargesetu/web/ui';
import { noVehicleDataText, VehicleSummary } from './vehicle-summary';

export interface VehiclesTabProps {
  vehicles: readonly Vehicle[] | undefined;
  loading: boolean;
}

/**
 * My Vehicles (docs/product.md §2.15): the user's vehicles; Manage Vehicles and Add New Vehicle go to
 * /vehicles.
 */
export function VehiclesTab({ vehicles, loading }: VehiclesTabProps) {
  const { t } = useTranslation('dashboard');
  const actions = (
    <>
      <Button component={RouterLink} to={paths.vehicles.path} variant="outlined" size="small">
        {t('vehicles.manage')}
      </Button>
      <Button component={RouterLink} to={paths.vehicles.path} variant="contained" size="small">
        {t('vehicles.addNew')}
      </Button>
    </>
  );
  return (
    <SectionCard title={t('vehicles.title')} actions={actions} testId="vehicles-tab">
      {loading && !vehicles ? (
        <CardGridSkeleton count={2} label={t('vehicles.loading')} />
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
            {noVehicleDataText()}
          </Typography>
        </>
      ) : (
        <EmptyState
          icon={<DirectionsCarOutlined />}
          title={t('vehicles.empty')}
          description={t('vehicles.emptyHint')}
        />
      )}
    </SectionCard>
  );
}

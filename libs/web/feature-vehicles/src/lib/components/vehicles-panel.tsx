import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ElectricCarOutlined from '@mui/icons-material/ElectricCarOutlined';
import type { Vehicle } from '@chargesetu/shared/contracts';
import { useGetVehiclesQuery } from '@chargesetu/web/data-access';
import { CardGridSkeleton } from '@chargesetu/web/ui';
import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import { VehicleCard } from './vehicle-card';
import { VehicleDialog } from './vehicle-dialog';
import { useTranslation } from '@chargesetu/web/i18n';

export interface VehiclesPanelProps {
  /** `h1` on /vehicles; `h2` inside the profile's My Vehicles tab (one h1 per page). */
  headingLevel?: 'h1' | 'h2';
}

/**
 * The one set of vehicle screens (docs/product.md §2.12), used by /vehicles and by the profile's My Vehicles
 * tab: header with "Add Vehicle", the grid of cards, the empty state, the add/edit dialog and the delete
 * confirmation.
 */
export default function VehiclesPanel({ headingLevel = 'h1' }: VehiclesPanelProps) {
  const { t } = useTranslation('vehicles');
  const { data: vehicles, isLoading, isError, refetch } = useGetVehiclesQuery();
  const [dialog, setDialog] = useState<{ open: boolean; vehicle: Vehicle | null }>({
    open: false,
    vehicle: null,
  });
  const [deleting, setDeleting] = useState<Vehicle | null>(null);

  const openAdd = () => setDialog({ open: true, vehicle: null });
  const openEdit = (vehicle: Vehicle) => setDialog({ open: true, vehicle });
  // Keep the vehicle while the dialog fades out, so its title does not flip to "Add New Vehicle".
  const closeDialog = () => setDialog((d) => ({ ...d, open: false }));

  return (
    <Box component="section" aria-labelledby="my-vehicles-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography
          id="my-vehicles-title"
          variant={headingLevel === 'h1' ? 'h3' : 'h5'}
          component={headingLevel}
        >
          {t('panel.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={openAdd} sx={{ flexShrink: 0 }}>
          {t('form.add')}
        </Button>
      </Box>

      {isLoading && <CardGridSkeleton count={2} label={t('panel.loading')} />}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('panel.tryAgain')}
            </Button>
          }
        >
          {t('panel.loadFailed')}
        </Alert>
      )}
      {vehicles && vehicles.length === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <ElectricCarOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden="true" />
          <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
            {t('panel.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2.5 }}>
            {t('panel.emptyHint')}
          </Typography>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={openAdd}>
            {t('panel.addFirst')}
          </Button>
        </Paper>
      )}
      {vehicles && vehicles.length > 0 && (
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
            <VehicleCard key={vehicle.id} vehicle={vehicle} onEdit={openEdit} onDelete={setDeleting} />
          ))}
        </Box>
      )}

      <VehicleDialog open={dialog.open} vehicle={dialog.vehicle} onClose={closeDialog} />
      <DeleteVehicleDialog vehicle={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}

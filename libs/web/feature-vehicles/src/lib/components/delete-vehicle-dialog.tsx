import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Vehicle } from '@chargesetu/shared/contracts';
import { useToast } from '@chargesetu/web/data-access';
import { useDeleteVehicleMutation } from '../api/vehicles.api';
import { vehicleName } from './vehicle-card';
import { useTranslation } from '@chargesetu/web/i18n';

export interface DeleteVehicleDialogProps {
  /** The vehicle to delete; null keeps the dialog closed. */
  vehicle: Vehicle | null;
  onClose: () => void;
}

/** docs/product.md §2.12: deleting asks "Are you sure you want to delete this vehicle?". */
export function DeleteVehicleDialog({ vehicle, onClose }: DeleteVehicleDialogProps) {
  const { t } = useTranslation('vehicles');
  const toast = useToast();
  const [deleteVehicle, { isLoading }] = useDeleteVehicleMutation();

  const confirm = async () => {
    if (!vehicle) return;
    try {
      await deleteVehicle(vehicle.id).unwrap();
      toast.success(t('toast.deleted'), t('toast.deletedText'));
      onClose();
    } catch (error) {
      toast.apiError(t('toast.deleteError'), error, t('toast.tryAgain'));
    }
  };

  return (
    <Dialog
      open={vehicle !== null}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="delete-vehicle-title"
      aria-describedby="delete-vehicle-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-vehicle-title">
        {vehicle ? t('delete.titleNamed', { name: vehicleName(vehicle) }) : t('delete.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-vehicle-text">{t('delete.confirm')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={isLoading} autoFocus>
          {t('form.cancel')}
        </Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={isLoading}>
          {isLoading ? t('delete.deleting') : t('delete.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { Vehicle } from '@chargesetu/shared/contracts';
import { useToast } from '@chargesetu/web/data-access';
import { FormikTextField } from '@chargesetu/web/ui';
import { useAddVehicleMutation, useUpdateVehicleMutation } from '../api/vehicles.api';
import {
  toVehicleBody,
  vehicleFormValues,
  vehicleSchema,
  type VehicleFormValues,
} from '../forms/vehicle.schema';
import { ConnectorChips } from './connector-chips';
import { MakeModelFields } from './make-model-fields';
import { useTranslation } from '@chargesetu/web/i18n';

export interface VehicleDialogProps {
  open: boolean;
  /** The vehicle to edit; null to add one (docs/product.md §4 "Vehicle dialog"). */
  vehicle: Vehicle | null;
  onClose: () => void;
}

/** Add or edit a vehicle (docs/product.md §2.12). After a successful save it closes and the form resets. */
export function VehicleDialog({ open, vehicle, onClose }: VehicleDialogProps) {
  const { t } = useTranslation('vehicles');
  const editing = vehicle !== null;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const toast = useToast();
  const [addVehicle] = useAddVehicleMutation();
  const [updateVehicle] = useUpdateVehicleMutation();

  const submit = async (values: VehicleFormValues, helpers: FormikHelpers<VehicleFormValues>) => {
    const body = toVehicleBody(values);
    try {
      if (vehicle) {
        await updateVehicle({ id: vehicle.id, body }).unwrap();
        toast.success(t('toast.updated'), t('toast.updatedText'));
      } else {
        await addVehicle(body).unwrap();
        toast.success(t('toast.added'), t('toast.addedText'));
      }
      helpers.resetForm();
      onClose();
    } catch (error) {
      toast.apiError(editing ? t('toast.updateError') : t('toast.addError'), error, t('toast.tryAgain'));
    }
  };

  const titleId = 'vehicle-dialog-title';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Formik
        // A new key per vehicle re-initialises the form when switching between add and edit.
        key={vehicle?.id ?? 'new'}
        initialValues={vehicleFormValues(vehicle)}
        validationSchema={vehicleSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>{editing ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
            <DialogContent dividers>
              <Stack spacing={2}>
                <MakeModelFields />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormikTextField
                    name="registrationNumber"
                    label={t('form.registration')}
                    placeholder="MH 12 AB 1234"
                    required
                    slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
                  />
                  <FormikTextField
                    name="year"
                    label={t('form.year')}
                    placeholder="2023"
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                  />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormikTextField
                    name="color"
                    label={t('form.color')}
                    placeholder={t('form.colorPlaceholder')}
                  />
                  <FormikTextField
                    name="batteryCapacity"
                    label={t('form.battery')}
                    placeholder="40.5"
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                </Stack>
                <ConnectorChips />
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? t('form.saving') : editing ? t('form.update') : t('form.add')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

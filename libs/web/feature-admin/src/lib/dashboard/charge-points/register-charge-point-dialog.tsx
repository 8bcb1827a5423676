import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import {
  CHARGE_POINT_ID_MAX_LENGTH,
  type ChargePointCredentials,
  type Station,
} from '@chargesetu/shared/contracts';
import { getErrorMessage, useGetStationsQuery } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { FormikTextField } from '@chargesetu/web/ui';
import { useRegisterChargePointMutation } from '../../api/charge-points.api';
import {
  emptyRegisterChargePoint,
  registerChargePointSchema,
  toRegisterBody,
  type RegisterChargePointValues,
} from '../../forms/register-charge-point.schema';
import { CHARGE_POINT_TEXTS } from './charge-point-text';
import { ConnectorRows } from './connector-rows';
import { StationSelect } from './station-select';

export interface RegisterChargePointDialogProps {
  open: boolean;
  onClose: () => void;
  /** The service registered it and answered the one-time credentials. */
  onRegistered: (credentials: ChargePointCredentials) => void;
  /** Chargers other charge points already have ({@link assignedChargers}). */
  taken: ReadonlyMap<string, string>;
}

/** "Register charge point": a station, an optional identity and the station's chargers it has. */
export function RegisterChargePointDialog({
  open,
  onClose,
  onRegistered,
  taken,
}: RegisterChargePointDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('chargePoints.register')}</DialogTitle>
      {/* Inside the dialog, so each opening starts with an empty form. */}
      <RegisterForm onClose={onClose} onRegistered={onRegistered} taken={taken} />
    </Dialog>
  );
}

function RegisterForm({ onClose, onRegistered, taken }: Omit<RegisterChargePointDialogProps, 'open'>) {
  const { t } = useTranslation('admin');
  const stations = useGetStationsQuery();
  const [register] = useRegisterChargePointMutation();
  // The service's refusal (unknown station, identity taken…), in its own words.
  const [failure, setFailure] = useState<string | null>(null);
  const sorted = useMemo(
    () => [...(stations.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [stations.data],
  );

  const submit = async (values: RegisterChargePointValues) => {
    setFailure(null);
    try {
      onRegistered(await register(toRegisterBody(values)).unwrap());
    } catch (error) {
      setFailure(getErrorMessage(error, CHARGE_POINT_TEXTS.registerFailed));
    }
  };

  return (
    <Formik
      initialValues={emptyRegisterChargePoint}
      validationSchema={registerChargePointSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, values }) => {
        const station: Station | undefined = sorted.find((s) => String(s.id) === values.stationId);
        return (
          <Form noValidate aria-label={t('chargePoints.register')}>
            <DialogContent sx={{ pt: 0 }}>
              <Stack spacing={2.5} sx={{ pt: 1 }}>
                {failure && <Alert severity="error">{failure}</Alert>}
                {stations.error && !stations.data ? (
                  <Alert
                    severity="error"
                    action={
                      <Button color="inherit" size="small" onClick={() => void stations.refetch()}>
                        {t('shared.tryAgain')}
                      </Button>
                    }
                  >
                    {getErrorMessage(stations.error, CHARGE_POINT_TEXTS.stationsFailed)}
                  </Alert>
                ) : (
                  <StationSelect stations={sorted} loading={stations.isLoading} />
                )}
                <FormikTextField
                  name="chargePointId"
                  label={t('register.identity')}
                  autoComplete="off"
                  slotProps={{ htmlInput: { maxLength: CHARGE_POINT_ID_MAX_LENGTH, spellCheck: false } }}
                  helperText={
                    values.stationId
                      ? t('register.identityHelpLike', { example: `CS${values.stationId}-1` })
                      : t('register.identityHelp')
                  }
                />
                <ConnectorRows station={station} taken={taken} />
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
                {t('shared.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? t('register.registering') : t('register.submit')}
              </Button>
            </DialogActions>
          </Form>
        );
      }}
    </Formik>
  );
}

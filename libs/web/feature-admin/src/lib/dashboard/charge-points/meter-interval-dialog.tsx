import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { getErrorMessage } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { FormikTextField } from '@chargesetu/web/ui';
import { useChangeConfigurationMutation, useGetChargerConfigurationQuery } from '../../api/charge-points.api';
import {
  METER_INTERVAL_LIMITS,
  meterIntervalSchema,
  meterIntervalValues,
  type MeterIntervalValues,
} from '../../forms/meter-interval.schema';
import {
  COMMAND_TEXTS,
  configurationValue,
  METER_INTERVAL_KEY,
  meterIntervalAnswer,
} from './charger-command-text';

export interface MeterIntervalDialogProps {
  /** The charge point whose interval is set; null closes the dialog. */
  chargePointId: string | null;
  onClose: () => void;
}

/** "Meter interval": how often the charger samples meter values during a session (MeterValueSampleInterval). */
export function MeterIntervalDialog({ chargePointId, onClose }: MeterIntervalDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  // The last charge point shown stays in the title while the dialog fades out.
  const [shown, setShown] = useState(chargePointId);
  if (chargePointId !== null && chargePointId !== shown) setShown(chargePointId);
  return (
    <Dialog open={chargePointId !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('commands.meterTitle', { id: shown })}</DialogTitle>
      {/* Inside the dialog, so the configuration is read only while it is open, afresh each time. */}
      {chargePointId !== null && <MeterIntervalForm chargePointId={chargePointId} onClose={onClose} />}
    </Dialog>
  );
}

function MeterIntervalForm({ chargePointId, onClose }: { chargePointId: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const configuration = useGetChargerConfigurationQuery(chargePointId);
  const [change, { data: answer, error: failure }] = useChangeConfigurationMutation();
  const current = configurationValue(configuration.data, METER_INTERVAL_KEY);
  const initialValues = useMemo(() => meterIntervalValues(current), [current]);
  // The form's value when it was sent, for the answer's sentence.
  const [sent, setSent] = useState<number | null>(null);

  const submit = async ({ seconds }: MeterIntervalValues) => {
    const value = Number(seconds);
    setSent(value);
    try {
      await change({ chargePointId, body: { key: METER_INTERVAL_KEY, value: String(value) } }).unwrap();
    } catch {
      // The error stays in the mutation's state and is shown below.
    }
  };
  const shownAnswer =
    answer && sent !== null ? meterIntervalAnswer(chargePointId, sent, answer.status) : null;

  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validationSchema={meterIntervalSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('commands.meterTitle', { id: chargePointId })}>
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {configuration.isLoading ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <CircularProgress size={16} aria-hidden />
                  <Typography variant="body2">{t('commands.readingConfiguration')}</Typography>
                </Stack>
              ) : configuration.error ? (
                <Alert
                  severity="error"
                  action={
                    <Button color="inherit" size="small" onClick={() => void configuration.refetch()}>
                      {t('shared.tryAgain')}
                    </Button>
                  }
                >
                  {getErrorMessage(configuration.error, COMMAND_TEXTS.configurationFailed)}
                </Alert>
              ) : (
                <Typography variant="body2">
                  {t('commands.current', {
                    value: current === null ? COMMAND_TEXTS.unknown : `${current} s`,
                  })}
                </Typography>
              )}
              <FormikTextField
                name="seconds"
                type="number"
                label={t('commands.secondsLabel')}
                helperText={t('commands.secondsHelp', {
                  min: METER_INTERVAL_LIMITS.min,
                  max: METER_INTERVAL_LIMITS.max,
                })}
                slotProps={{
                  htmlInput: { min: METER_INTERVAL_LIMITS.min, max: METER_INTERVAL_LIMITS.max, step: 1 },
                }}
              />
              {failure && !isSubmitting && (
                <Alert severity="error">{getErrorMessage(failure, COMMAND_TEXTS.commandFailed)}</Alert>
              )}
              {shownAnswer && !isSubmitting && (
                <Alert severity={shownAnswer.severity}>{shownAnswer.message}</Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
              {t('shared.close')}
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? t('commands.asking') : t('commands.setInterval')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Formik>
  );
}

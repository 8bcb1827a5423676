import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import type { Station } from '@chargesetu/shared/contracts';
import { useTranslation } from '@chargesetu/web/i18n';
import { FormikTextField } from '@chargesetu/web/ui';
import type { RegisterChargePointValues } from '../../forms/register-charge-point.schema';
import { chargerKey, chargerLabel } from './charge-point-text';

export interface ConnectorRowsProps {
  /** The chosen station; undefined until one is chosen. */
  station: Station | undefined;
  /** Chargers other charge points already have ({@link assignedChargers}). */
  taken: ReadonlyMap<string, string>;
}

/**
 * One row per charger of the chosen station: include it or not, and the connector id the charger uses for
 * it in its OCPP messages (1, 2, … in the order it numbers its plugs).
 */
export function ConnectorRows({ station, taken }: ConnectorRowsProps) {
  const { t } = useTranslation('admin');
  const { values, errors, submitCount, getFieldProps } = useFormikContext<RegisterChargePointValues>();
  const helpId = useId();
  if (!station) return null;
  const rowsError = typeof errors.connectors === 'string' && submitCount > 0 ? errors.connectors : null;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={helpId}>
      <FormLabel component="legend" sx={{ fontWeight: 600 }}>
        {t('register.connectors')}
      </FormLabel>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {station.chargers.length === 0 ? t('register.noChargers') : t('register.connectorsHelp')}
      </Typography>
      {values.connectors.map((row, i) => {
        const label = t('register.chargerRow', { n: i + 1, charger: chargerLabel(station, i) });
        const holder = taken.get(chargerKey(station.id, i));
        return (
          <Box
            key={i}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 11rem' },
              gap: 1,
              alignItems: 'center',
              py: 0.5,
            }}
          >
            <Box>
              <FormControlLabel
                label={label}
                control={
                  <Checkbox {...getFieldProps({ name: `connectors.${i}.include`, type: 'checkbox' })} />
                }
              />
              {holder && (
                <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{t('register.already', { holder })}</FormHelperText>
              )}
            </Box>
            <FormikTextField
              name={`connectors.${i}.connectorId`}
              label={t('register.connectorId')}
              type="number"
              size="small"
              disabled={!row.include}
              slotProps={{
                htmlInput: {
                  min: 1,
                  step: 1,
                  inputMode: 'numeric',
                  'aria-label': t('register.connectorIdOf', { n: i + 1 }),
                },
              }}
            />
          </Box>
        );
      })}
      {rowsError && (
        <FormHelperText error role="alert">
          {rowsError}
        </FormHelperText>
      )}
    </Box>
  );
}

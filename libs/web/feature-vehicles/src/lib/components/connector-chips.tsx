import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { useField, useFormikContext } from 'formik';
import { FULL_VEHICLE_CONNECTOR_TYPES } from '@chargesetu/shared/domain';
import { toggleConnector } from '../forms/vehicle.schema';
import { useTranslation } from '@chargesetu/web/i18n';

/**
 * The connector types as toggle chips (docs/product.md §5: the full list; clicking a chosen chip removes it).
 * A vehicle saved with a name outside the list (e.g. "CCS2" from the booking form) keeps its chip.
 */
export function ConnectorChips({ name = 'connectorTypes' }: { name?: string }) {
  const { t } = useTranslation('vehicles');
  const [field, meta, helpers] = useField<string[]>(name);
  const { submitCount } = useFormikContext();
  const selected = field.value ?? [];
  const options = [
    ...FULL_VEHICLE_CONNECTOR_TYPES,
    ...selected.filter((t) => !FULL_VEHICLE_CONNECTOR_TYPES.some((o) => o === t)),
  ];
  const showError = (submitCount > 0 || Boolean(meta.touched)) && Boolean(meta.error);
  const errorId = `${name}-error`;

  return (
    <Box
      component="fieldset"
      aria-describedby={showError ? errorId : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('form.connectorTypes')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((type) => {
          const chosen = selected.includes(type);
          return (
            <Chip
              key={type}
              label={type}
              clickable
              aria-pressed={chosen}
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              icon={chosen ? <CheckOutlined /> : undefined}
              onClick={() => {
                void helpers.setValue(toggleConnector(selected, type));
                void helpers.setTouched(true, false);
              }}
            />
          );
        })}
      </Box>
      {showError && (
        <FormHelperText id={errorId} error>
          {meta.error}
        </FormHelperText>
      )}
    </Box>
  );
}

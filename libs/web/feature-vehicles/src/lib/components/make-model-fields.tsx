import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { FormikTextField } from '@chargesetu/web/ui';
import { catalogueFill, knownModelText, makeSuggestions, modelSuggestions } from '../forms/model-catalogue';
import type { VehicleFormValues } from '../forms/vehicle.schema';
import { useTranslation } from '@chargesetu/web/i18n';

const MAKES_LIST = 'vehicle-make-options';
const MODELS_LIST = 'vehicle-model-options';

/**
 * Make and Model with suggestions from the EV catalogue (docs/product.md §2.12). Free text is allowed;
 * choosing a known model fills the battery capacity and connector types (once per newly chosen model, so
 * opening a saved vehicle never overwrites what its owner entered).
 */
export function MakeModelFields() {
  const { t } = useTranslation('vehicles');
  const { values, setFieldValue } = useFormikContext<VehicleFormValues>();
  const fill = catalogueFill(values.make, values.model);
  const filledFor = useRef(fill?.model.id ?? null);

  useEffect(() => {
    if (!fill || filledFor.current === fill.model.id) return;
    filledFor.current = fill.model.id;
    void setFieldValue('batteryCapacity', fill.batteryCapacity);
    void setFieldValue('connectorTypes', fill.connectorTypes);
  }, [fill, setFieldValue]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormikTextField
        name="make"
        label={t('form.make')}
        placeholder="Tata"
        required
        slotProps={{ htmlInput: { list: MAKES_LIST, autoComplete: 'off' } }}
      />
      <datalist id={MAKES_LIST}>
        {makeSuggestions().map((make) => (
          <option key={make} value={make} />
        ))}
      </datalist>
      <FormikTextField
        name="model"
        label={t('form.model')}
        placeholder="Nexon EV 45"
        required
        helperText={fill ? knownModelText(fill.model) : undefined}
        slotProps={{
          htmlInput: { list: MODELS_LIST, autoComplete: 'off' },
          formHelperText: { 'data-testid': 'vehicle-model-known' } as object,
        }}
      />
      <datalist id={MODELS_LIST}>
        {modelSuggestions(values.make).map((model) => (
          <option key={model} value={model} />
        ))}
      </datalist>
    </Stack>
  );
}

import TextField from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import type { Station } from '@chargesetu/shared/contracts';
import { useTranslation } from '@chargesetu/web/i18n';
import {
  defaultConnectorRows,
  type RegisterChargePointValues,
} from '../../forms/register-charge-point.schema';

export interface StationSelectProps {
  /** The catalogue, in the order to offer it. */
  stations: readonly Station[];
  loading: boolean;
}

/**
 * The station the charger belongs to. Choosing one replaces the connector rows with that station's
 * chargers (every one included, numbered 1..n), since rows of another station mean nothing.
 */
export function StationSelect({ stations, loading }: StationSelectProps) {
  const { t } = useTranslation('admin');
  const { values, errors, touched, handleBlur, setFieldValue } =
    useFormikContext<RegisterChargePointValues>();
  const showError = Boolean(touched.stationId && errors.stationId);

  const choose = (stationId: string) => {
    const station = stations.find((s) => String(s.id) === stationId);
    void setFieldValue('connectors', defaultConnectorRows(station), false);
    void setFieldValue('stationId', stationId);
  };

  return (
    <TextField
      select
      id="field-stationId"
      name="stationId"
      label={t('chargePoints.col.station')}
      value={values.stationId}
      onChange={(e) => choose(e.target.value)}
      onBlur={handleBlur}
      disabled={loading}
      error={showError}
      helperText={showError ? errors.stationId : t('register.stationHelp')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{loading ? t('register.loadingStations') : t('register.errors.station')}</option>
      {stations.map((s) => (
        <option key={s.id} value={String(s.id)}>
          {s.address.city ? `${s.name}, ${s.address.city}` : s.name}
        </option>
      ))}
    </TextField>
  );
}

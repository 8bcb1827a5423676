import TextField from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import type { Station } from '@chargesetu/shared/contracts';
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
      label="Station"
      value={values.stationId}
      onChange={(e) => choose(e.target.value)}
      onBlur={handleBlur}
      disabled={loading}
      error={showError}
      helperText={showError ? errors.stationId : 'The station whose chargers this charge point is.'}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{loading ? 'Loading stations...' : 'Choose a station'}</option>
      {stations.map((s) => (
        <option key={s.id} value={String(s.id)}>
          {s.address.city ? `${s.name}, ${s.address.city}` : s.name}
        </option>
      ))}
    </TextField>
  );
}

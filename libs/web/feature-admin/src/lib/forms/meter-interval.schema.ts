import * as yup from 'yup';
import { translate } from '@chargesetu/web/i18n';

/** The meter interval an administrator may set, in seconds. */
export const METER_INTERVAL_LIMITS = { min: 5, max: 3600 } as const;

/** The one message of the form, in the language shown when it is read. */
export const METER_INTERVAL_MESSAGE = (): string =>
  translate('admin:commands.meterInvalid', {
    min: METER_INTERVAL_LIMITS.min,
    max: METER_INTERVAL_LIMITS.max,
  });

export interface MeterIntervalValues {
  /** A number input hands Formik a number, or '' when empty. */
  seconds: number | '';
}

export const meterIntervalSchema = yup.object({
  seconds: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(METER_INTERVAL_MESSAGE)
    .required(METER_INTERVAL_MESSAGE)
    .integer(METER_INTERVAL_MESSAGE)
    .min(METER_INTERVAL_LIMITS.min, METER_INTERVAL_MESSAGE)
    .max(METER_INTERVAL_LIMITS.max, METER_INTERVAL_MESSAGE),
});

/** The form's starting value: the charger's current interval when it is a whole number, else empty. */
export function meterIntervalValues(current: string | null): MeterIntervalValues {
  return { seconds: current !== null && /^\d+$/.test(current.trim()) ? Number(current) : '' };
}

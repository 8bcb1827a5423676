import * as yup from 'yup';
import {
  CHARGE_POINT_ID_MAX_LENGTH,
  CHARGE_POINT_ID_PATTERN,
  CONNECTOR_ID_MAX,
  MAX_CONNECTORS_PER_CHARGE_POINT as MAX_CONNECTORS,
  type RegisterChargePointBody,
  type Station,
} from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';

// The limits are the contract's, which the ocpp service validates with, so the form refuses what it would.
const ID_PATTERN = new RegExp(CHARGE_POINT_ID_PATTERN);
const MIN_CONNECTOR = 1;
const MAX_CONNECTOR = CONNECTOR_ID_MAX;

/**
 * The form's messages (the service answers 400 to the same mistakes, in its own words), in the language
 * shown when they are read: the schema reads them at validation time.
 */
export const REGISTER_MESSAGES = {
  get station() {
    return translate('admin:register.errors.station');
  },
  get identity() {
    return translate('admin:register.errors.identity', { max: CHARGE_POINT_ID_MAX_LENGTH });
  },
  get connectorId() {
    return translate('admin:register.errors.connectorId', { min: MIN_CONNECTOR, max: MAX_CONNECTOR });
  },
  get noConnector() {
    return translate('admin:register.errors.noConnector');
  },
  get tooMany() {
    return translate('admin:register.errors.tooMany', { max: MAX_CONNECTORS });
  },
  get duplicate() {
    return translate('admin:register.errors.duplicate');
  },
};
const connectorIdMessage = () => REGISTER_MESSAGES.connectorId;

/** One row per charger of the chosen station: whether this charge point has it, and as which connector. */
export interface ConnectorRow {
  include: boolean;
  /** A number input hands Formik a number, or '' when empty. */
  connectorId: number | '';
}

export interface RegisterChargePointValues {
  /** The native select's value: '' until a station is chosen. */
  stationId: string;
  /** Empty: the service makes one from the station ("CS12-1"). */
  chargePointId: string;
  /** Index i is the station's charger i. */
  connectors: ConnectorRow[];
}

export const emptyRegisterChargePoint: RegisterChargePointValues = {
  stationId: '',
  chargePointId: '',
  connectors: [],
};

/** The rows of a newly chosen station: every charger included, connectors numbered 1..n in order. */
export function defaultConnectorRows(station: Pick<Station, 'chargers'> | undefined): ConnectorRow[] {
  return (station?.chargers ?? []).map((_charger, i) => ({ include: true, connectorId: i + 1 }));
}

const connectorRowSchema = yup.object({
  include: yup.boolean().required(),
  connectorId: yup.number().when('include', {
    is: true,
    then: (s) =>
      s
        .typeError(connectorIdMessage)
        .required(connectorIdMessage)
        .integer(connectorIdMessage)
        .min(MIN_CONNECTOR, connectorIdMessage)
        .max(MAX_CONNECTOR, connectorIdMessage),
    otherwise: (s) => s.notRequired(),
  }),
});

/**
 * The Register charge point form. Across the rows: at least one charger, at most the contract's number,
 * and no connector id twice (the second use is marked, on its own row).
 */
export const registerChargePointSchema = yup.object({
  stationId: yup.string().required(() => REGISTER_MESSAGES.station),
  chargePointId: yup
    .string()
    .trim()
    .matches(ID_PATTERN, {
      message: () => REGISTER_MESSAGES.identity,
      excludeEmptyString: true,
    }),
  connectors: yup
    .array(connectorRowSchema)
    .required()
    .test('connectors', function check(rows) {
      // Without a station there are no rows to speak of; the station's own message says what is missing.
      if (!this.parent?.stationId) return true;
      const included = rows.flatMap((row, index) => (row?.include ? [{ ...row, index }] : []));
      if (included.length === 0) return this.createError({ message: REGISTER_MESSAGES.noConnector });
      if (included.length > MAX_CONNECTORS) return this.createError({ message: REGISTER_MESSAGES.tooMany });
      const seen = new Set<number>();
      for (const row of included) {
        if (typeof row.connectorId !== 'number') continue;
        if (seen.has(row.connectorId)) {
          return this.createError({
            path: `${this.path}[${row.index}].connectorId`,
            message: REGISTER_MESSAGES.duplicate,
          });
        }
        seen.add(row.connectorId);
      }
      return true;
    }),
});

/** The request body: the included rows as connectors, the identity only when one was typed. */
export function toRegisterBody(values: RegisterChargePointValues): RegisterChargePointBody {
  const chargePointId = values.chargePointId.trim();
  return {
    stationId: Number(values.stationId),
    ...(chargePointId ? { chargePointId } : {}),
    connectors: values.connectors.flatMap((row, chargerIndex) =>
      row.include ? [{ connectorId: Number(row.connectorId), chargerIndex }] : [],
    ),
  };
}

import * as yup from 'yup';
import type { CreateBookingBody, Station, Vehicle } from '@chargesetu/shared/contracts';
import {
  BOOKING_DURATION_MINUTES,
  estimateCost,
  findCharger,
  isVehicleCompatible,
  istInstant,
  powersForConnector,
  slotEnd,
  toMoneyString,
} from '@chargesetu/shared/domain';
import { translate } from '@chargesetu/web/i18n';

/**
 * docs/product.md §5 "Booking form" messages (verbatim in English), in the language shown when read: each is
 * read at validation time.
 */
export const BOOKING_MESSAGES = {
  get date() {
    return translate('bookings:validation.date');
  },
  get timeSlot() {
    return translate('bookings:validation.timeSlot');
  },
  get vehicleId() {
    return translate('bookings:validation.vehicleId');
  },
  get chargerType() {
    return translate('bookings:validation.chargerType');
  },
  get power() {
    return translate('bookings:validation.power');
  },
  get duration() {
    return translate('bookings:validation.duration');
  },
};

/** docs/product.md §5: "Invalid selection" / "The selected charger is not available." */
export const INVALID_SELECTION = {
  get title() {
    return translate('bookings:validation.invalidSelection');
  },
  get description() {
    return translate('bookings:validation.chargerUnavailable');
  },
};

const M = BOOKING_MESSAGES;
const date = () => M.date;
const timeSlot = () => M.timeSlot;
const vehicleId = () => M.vehicleId;
const chargerType = () => M.chargerType;
const power = () => M.power;
const duration = () => M.duration;

/** docs/product.md §5. Power 0 (after a connector change) and no vehicle (null) count as not chosen. */
export const bookingSchema = yup.object({
  date: yup.string().required(date),
  timeSlot: yup.string().required(timeSlot),
  vehicleId: yup.number().typeError(vehicleId).required(vehicleId).moreThan(0, vehicleId),
  chargerType: yup.string().required(chargerType),
  power: yup.number().typeError(power).required(power).moreThan(0, power),
  duration: yup.number().typeError(duration).required(duration).default(BOOKING_DURATION_MINUTES),
});

export interface BookingFormValues {
  /** IST calendar date, YYYY-MM-DD. */
  date: string;
  /** IST slot start, HH:MM; empty until chosen. */
  timeSlot: string;
  vehicleId: number | null;
  chargerType: string;
  /** kW; 0 until chosen. */
  power: number;
  /** Minutes: fixed 30 (docs/product.md §9). */
  duration: number;
}

/**
 * The vehicle once a connector is chosen (docs/product.md §2.4, §5): the one already chosen while it
 * fits; otherwise, when exactly one of the driver's vehicles fits the connector, that one; else none.
 */
export function vehicleForConnector(
  vehicles: readonly Vehicle[],
  chargerType: string,
  chosenId: number | null,
): number | null {
  if (!chargerType) return null;
  const fitting = vehicles.filter((v) => isVehicleCompatible(v.connectorTypes, chargerType));
  if (chosenId !== null && fitting.some((v) => v.id === chosenId)) return chosenId;
  return fitting.length === 1 ? fitting[0].id : null;
}

/**
 * The form's start: the date given (today in IST), the connector and power of the query string when the
 * station has them (docs/product.md §2.4: `connector` and `power` preselect), and the driver's only
 * vehicle that fits that connector, else nothing chosen.
 */
export function initialBookingValues(
  station: Pick<Station, 'chargers'>,
  query: { connector?: string | null; power?: string | null },
  date: string,
  vehicles: readonly Vehicle[] = [],
): BookingFormValues {
  const connector = station.chargers.some((c) => c.type === query.connector) ? (query.connector ?? '') : '';
  const power = Number.parseInt(query.power ?? '', 10);
  const powerOk = connector !== '' && powersForConnector(station.chargers, connector).includes(power);
  return {
    date,
    timeSlot: '',
    vehicleId: vehicleForConnector(vehicles, connector, null),
    chargerType: connector,
    power: powerOk ? power : 0,
    duration: BOOKING_DURATION_MINUTES,
  };
}

/**
 * The vehicle chosen, when it fits the chosen connector (docs/product.md §5: only compatible vehicles count).
 */
export function chosenCompatibleVehicle(
  values: Pick<BookingFormValues, 'vehicleId' | 'chargerType'>,
  vehicles: readonly Vehicle[],
): Vehicle | undefined {
  const vehicle = vehicles.find((v) => v.id === values.vehicleId);
  return vehicle && values.chargerType && isVehicleCompatible(vehicle.connectorTypes, values.chargerType)
    ? vehicle
    : undefined;
}

/**
 * docs/product.md §5: submit is disabled while submitting or unless a compatible vehicle, a time slot, a
 * charger type and a power are chosen.
 */
export function canSubmitBooking(
  values: BookingFormValues,
  vehicles: readonly Vehicle[],
  isSubmitting: boolean,
): boolean {
  return (
    !isSubmitting &&
    values.timeSlot !== '' &&
    values.chargerType !== '' &&
    values.power > 0 &&
    chosenCompatibleVehicle(values, vehicles) !== undefined
  );
}

/**
 * The POST /api/bookings body (docs/product.md §7): the slot as IST instants, the charger's price and the
 * estimate, status pending. Null when the connector and power name no charger of the station
 * (docs/product.md §5 "Invalid selection"). The server recomputes price and cost; these are informative.
 */
export function toCreateBookingBody(
  station: Pick<Station, 'id' | 'chargers'>,
  values: BookingFormValues,
): CreateBookingBody | null {
  const charger = findCharger(station.chargers, values.chargerType, values.power);
  if (!charger || values.vehicleId === null || !values.timeSlot) return null;
  const start = istInstant(values.date, values.timeSlot);
  return {
    stationId: station.id,
    vehicleId: values.vehicleId,
    chargerType: charger.type,
    power: values.power,
    startTime: start.toISOString(),
    endTime: slotEnd(start).toISOString(),
    pricePerKwh: toMoneyString(charger.pricePerKwh),
    estimatedCost: toMoneyString(estimateCost(charger.pricePerKwh, values.power, values.duration)),
    status: 'pending',
  };
}

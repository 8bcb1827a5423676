import * as yup from 'yup';
import type { Vehicle, VehicleBody } from '@chargesetu/shared/contracts';

/** Spec 5 "Vehicle form" messages, plus the limits the service enforces (so it never has to refuse). */
export const VEHICLE_MESSAGES = {
  make: 'Make is required',
  model: 'Model is required',
  registrationNumber: 'Registration number is required',
  connectorTypes: 'Please select at least one connector type',
  makeTooLong: 'Make must be at most 100 characters',
  modelTooLong: 'Model must be at most 100 characters',
  registrationTooLong: 'Registration number must be at most 20 characters',
  year: 'Enter a 4-digit year, e.g. 2023',
  color: 'Color must be at most 50 characters',
  batteryCapacity: 'Enter the capacity in kWh, e.g. 40.5',
} as const;

const M = VEHICLE_MESSAGES;
const optionalText = () => yup.string().trim().default('');

export const vehicleSchema = yup.object({
  make: yup.string().trim().required(M.make).max(100, M.makeTooLong),
  model: yup.string().trim().required(M.model).max(100, M.modelTooLong),
  registrationNumber: yup.string().trim().required(M.registrationNumber).max(20, M.registrationTooLong),
  connectorTypes: yup.array(yup.string().required()).min(1, M.connectorTypes).required(M.connectorTypes),
  // Optional (spec 3: year, color and batteryCapacity are optional text).
  year: optionalText().matches(/^\d{4}$/, { message: M.year, excludeEmptyString: true }),
  color: optionalText().max(50, M.color),
  batteryCapacity: optionalText().matches(/^\d{1,4}(\.\d{1,2})?$/, {
    message: M.batteryCapacity,
    excludeEmptyString: true,
  }),
});

export interface VehicleFormValues {
  make: string;
  model: string;
  registrationNumber: string;
  connectorTypes: string[];
  year: string;
  color: string;
  batteryCapacity: string;
}

export const emptyVehicle: VehicleFormValues = {
  make: '',
  model: '',
  registrationNumber: '',
  connectorTypes: [],
  year: '',
  color: '',
  batteryCapacity: '',
};

/** The dialog's starting values: empty to add, the vehicle's own to edit (spec 4 "Vehicle dialog"). */
export function vehicleFormValues(vehicle: Vehicle | null): VehicleFormValues {
  if (!vehicle) return emptyVehicle;
  return {
    make: vehicle.make,
    model: vehicle.model,
    registrationNumber: vehicle.registrationNumber,
    connectorTypes: [...vehicle.connectorTypes],
    year: vehicle.year ?? '',
    color: vehicle.color ?? '',
    batteryCapacity: vehicle.batteryCapacity ?? '',
  };
}

/** The body of POST and PUT /api/vehicles: trimmed text; an empty optional field is sent as null. */
export function toVehicleBody(values: VehicleFormValues): VehicleBody {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    make: values.make.trim(),
    model: values.model.trim(),
    registrationNumber: values.registrationNumber.trim().toUpperCase(),
    connectorTypes: values.connectorTypes,
    year: orNull(values.year),
    color: orNull(values.color),
    batteryCapacity: orNull(values.batteryCapacity),
  };
}

/** Spec 5: picking a type that is already chosen removes it. */
export function toggleConnector(selected: readonly string[], type: string): string[] {
  return selected.includes(type) ? selected.filter((t) => t !== type) : [...selected, type];
}

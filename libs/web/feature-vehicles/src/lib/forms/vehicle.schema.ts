import * as yup from 'yup';
import { VEHICLE_RULES, type Vehicle, type VehicleBody } from '@chargesetu/shared/contracts';
import { optionalRuleField, ruleField, ruleList } from '@chargesetu/web/ui';

const R = VEHICLE_RULES;

/**
 * docs/product.md §5 "Vehicle form" with the service's rules and messages (the contracts' VEHICLE_RULES), so
 * the service never has to refuse what the dialog sends. Year, color and battery capacity are optional
 * (docs/product.md §3); when given, they must be what the service stores.
 */
export const vehicleSchema = yup.object({
  make: ruleField(R.make),
  model: ruleField(R.model),
  registrationNumber: ruleField(R.registrationNumber),
  connectorTypes: ruleList(R.connectorTypes),
  year: optionalRuleField(R.year),
  color: optionalRuleField(R.color),
  batteryCapacity: optionalRuleField(R.batteryCapacity),
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

/**
 * The dialog's starting values: empty to add, the vehicle's own to edit (docs/product.md §4
 * "Vehicle dialog").
 */
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

/** docs/product.md §5: picking a type that is already chosen removes it. */
export function toggleConnector(selected: readonly string[], type: string): string[] {
  return selected.includes(type) ? selected.filter((t) => t !== type) : [...selected, type];
}

import { validateYupSchema, yupToFormErrors } from 'formik';
import type { Vehicle } from '@chargesetu/shared/contracts';
import {
  emptyVehicle,
  toggleConnector,
  toVehicleBody,
  vehicleFormValues,
  vehicleSchema,
  type VehicleFormValues,
} from './vehicle.schema';

async function errorsOf(values: VehicleFormValues) {
  try {
    await validateYupSchema(values, vehicleSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

const nexon: VehicleFormValues = {
  make: 'Tata',
  model: 'Nexon EV',
  registrationNumber: 'MH 12 AB 1234',
  connectorTypes: ['CCS Combo'],
  year: '',
  color: '',
  batteryCapacity: '',
};

describe('vehicle schema (docs/product.md §5 "Vehicle form")', () => {
  it('an empty form needs make, model, registration number and a connector type', async () => {
    expect(await errorsOf(emptyVehicle)).toEqual({
      make: 'Make is required',
      model: 'Model is required',
      registrationNumber: 'Registration number is required',
      connectorTypes: 'Please select at least one connector type',
    });
  });

  it('year, color and battery capacity are optional', async () => {
    expect(await errorsOf(nexon)).toEqual({});
  });

  it('when given, the year is a year and the capacity a number of kWh, in the service’s words', async () => {
    expect(await errorsOf({ ...nexon, year: '23', batteryCapacity: 'forty' })).toEqual({
      year: 'Year must be a year such as 2023',
      batteryCapacity: 'Battery capacity must be a number of kWh, such as 40.5',
    });
    expect(await errorsOf({ ...nexon, year: '1850', batteryCapacity: '0' })).toEqual({
      year: 'Year must be a year such as 2023',
      batteryCapacity: 'Battery capacity must be a number of kWh, such as 40.5',
    });
    expect(await errorsOf({ ...nexon, year: '2023', batteryCapacity: '40.5' })).toEqual({});
  });

  it('keeps within what the service stores', async () => {
    expect(await errorsOf({ ...nexon, registrationNumber: 'X'.repeat(21) })).toEqual({
      registrationNumber: 'Registration number must be at most 20 characters',
    });
  });
});

describe('vehicle form values', () => {
  it('choosing a connector adds it; choosing it again removes it (docs/product.md §5)', () => {
    const one = toggleConnector([], 'CHAdeMO');
    expect(one).toEqual(['CHAdeMO']);
    expect(toggleConnector(toggleConnector(one, 'GB/T'), 'CHAdeMO')).toEqual(['GB/T']);
  });

  it('sends trimmed text, an upper-case registration, and null for empty optional fields', () => {
    expect(
      toVehicleBody({ ...nexon, make: ' Tata ', registrationNumber: 'mh 12 ab 1234', color: ' ' }),
    ).toEqual({
      make: 'Tata',
      model: 'Nexon EV',
      registrationNumber: 'MH 12 AB 1234',
      connectorTypes: ['CCS Combo'],
      year: null,
      color: null,
      batteryCapacity: null,
    });
  });

  it('edit mode starts from the vehicle, with empty text for its missing fields', () => {
    const vehicle: Vehicle = {
      id: 4,
      userId: 2,
      make: 'MG',
      model: 'ZS EV',
      year: null,
      registrationNumber: 'MH 14 CD 5678',
      connectorTypes: ['CCS2', 'Type 2'],
      color: 'Glaze Red',
      batteryCapacity: '50.3',
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    expect(vehicleFormValues(vehicle)).toEqual({
      make: 'MG',
      model: 'ZS EV',
      registrationNumber: 'MH 14 CD 5678',
      connectorTypes: ['CCS2', 'Type 2'],
      year: '',
      color: 'Glaze Red',
      batteryCapacity: '50.3',
    });
    expect(vehicleFormValues(null)).toBe(emptyVehicle);
  });
});

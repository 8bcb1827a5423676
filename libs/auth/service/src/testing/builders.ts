import type { RegisterBody, VehicleBody } from '@chargesetu/shared/contracts';

let serial = 0;
/** A valid registration with unique username, email and phone unless overridden. */
export function aRegistration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  return {
    name: 'Asha Rao',
    email: `asha.${tag}@example.in`,
    phone: '9876543210',
    username: `asha_${tag}`,
    // Not on the common-password list (registration refuses those).
    password: 'blue-lane-42',
    ...overrides,
  };
}

/** A valid vehicle body (booking form shape plus the full form's optional fields). */
export function aVehicleBody(overrides: Partial<VehicleBody> = {}): VehicleBody {
  return {
    make: 'Tata',
    model: 'Nexon EV',
    registrationNumber: 'MH 12 AB 1234',
    connectorTypes: ['CCS2'],
    year: '2023',
    color: 'Teal Blue',
    batteryCapacity: '40.5',
    ...overrides,
  };
}

import type { NewVehicle } from '../repositories/vehicles.repository';

/** The seeded administrator. Its password comes from ADMIN_PASSWORD. */
export const DEMO_ADMIN = {
  username: 'admin',
  name: 'Platform Admin',
  email: 'admin@chargesetu.in',
  phone: null,
  role: 'admin',
} as const;

/** The seeded demo driver. Its password comes from DEMO_PASSWORD. */
export const DEMO_DRIVER = {
  username: 'demo',
  name: 'Aarav Sharma',
  email: 'demo@chargesetu.in',
  phone: '9876543210',
  role: 'user',
} as const;

export const DEMO_VEHICLES: NewVehicle[] = [
  {
    make: 'Tata',
    model: 'Nexon EV',
    year: '2023',
    registrationNumber: 'MH 12 AB 1234',
    connectorTypes: ['CCS2'],
    color: 'Teal Blue',
    batteryCapacity: '40.5',
  },
  {
    make: 'MG',
    model: 'ZS EV',
    year: '2022',
    registrationNumber: 'MH 14 CD 5678',
    connectorTypes: ['CCS2', 'Type 2'],
    color: 'Glaze Red',
    batteryCapacity: '50.3',
  },
];

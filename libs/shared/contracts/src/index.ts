// @chargesetu/shared/contracts: the public API contract (docs/product.md §3 and §7) as TypeBox schemas
// and their types, event contracts, and the gateway's route tables. Runs in the browser and in Node.

export * from './lib/common';
export * from './lib/validation/field-rule';
export * from './lib/validation/account-rules';
export * from './lib/validation/vehicle-rules';
export * from './lib/validation/payment-rules';
export * from './lib/formats';
export * from './lib/auth';
export * from './lib/vehicles';
export * from './lib/stations';
export * from './lib/availability';
export * from './lib/bookings';
export * from './lib/payments';
export * from './lib/charging';
export * from './lib/charger-reservations';
export * from './lib/assistant';
export * from './lib/admin';
export * from './lib/admin-system';
export * from './lib/admin-analytics';
export * from './lib/admin-users';
export * from './lib/admin-user-growth';
export * from './lib/charge-points';
export * from './lib/charger-console';
export * from './lib/id-tags';
export * from './lib/events/envelope';
export * from './lib/events/payment-completed.v1';
export * from './lib/events/charging-session-started.v1';
export * from './lib/events/charging-session-completed.v1';
export * from './lib/events/booking-cancelled.v1';
export * from './lib/events/booking-moved.v1';
export * from './lib/events/auth-tokens-revoked.v1';
export * from './lib/events/charger-events.v1';
export * from './lib/events/registry';
export * from './lib/events/subscriptions';
export * from './lib/routing-path';
export * from './lib/routes';

import type { AdminSystem, ServiceHealth } from '@chargesetu/shared/contracts';

// Builders of GET /api/admin/system answers for the System, Overview and Support specs.

const NAMES = ['auth', 'stations', 'bookings', 'payments', 'charging', 'assistant', 'ocpp'];

/** A ready service with nothing waiting, unless overridden. */
export function aServiceHealth(
  overrides: Partial<ServiceHealth> & Pick<ServiceHealth, 'name'>,
): ServiceHealth {
  return { status: 'ready', outboxBacklog: 0, deadLetters: 0, schemaBytes: 65536, ...overrides };
}

/** The seven services ready in one process with nothing waiting, unless overridden. */
export function anAdminSystem(overrides: Partial<AdminSystem> = {}): AdminSystem {
  return {
    mode: 'all-in-one',
    services: NAMES.map((name) => aServiceHealth({ name })),
    api: { requests: 1234, averageMs: 18.4 },
    databaseKind: 'postgresql',
    databases: [{ name: 'chargesetu', bytes: 8675309 }],
    integrations: { languageModel: false, mapTileOrigins: ['https://*.tile.openstreetmap.org'] },
    generatedAt: '2026-11-24T05:12:00.000Z',
    ...overrides,
  };
}

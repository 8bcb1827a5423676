import type { AdminSystem } from '@chargesetu/shared/contracts';
import { aServiceHealth, anAdminSystem } from '../../testing/admin-system';
import { countOrUnknown, healthSummary, serviceLabel, statusLabel } from './service-health-text';

const system = (statuses: Array<'ready' | 'not ready' | 'unreachable'>, mode: AdminSystem['mode']) =>
  anAdminSystem({ mode, services: statuses.map((status, i) => aServiceHealth({ name: `s${i}`, status })) });

describe('service health texts', () => {
  it('writes an unknown count as Unknown, never 0, and a known one in en-IN grouping', () => {
    expect(countOrUnknown(null)).toBe('Unknown');
    expect(countOrUnknown(0)).toBe('0');
    expect(countOrUnknown(124680)).toBe('1,24,680');
  });

  it('labels each status and service', () => {
    expect(statusLabel('ready')).toBe('Ready');
    expect(statusLabel('not ready')).toBe('Not ready');
    expect(statusLabel('unreachable')).toBe('Unreachable');
    expect(serviceLabel('bookings')).toBe('Bookings');
    expect(serviceLabel('ocpp')).toBe('OCPP');
  });

  it('counts the ready services and says how they run', () => {
    expect(healthSummary(system(['ready', 'ready'], 'all-in-one'))).toBe(
      'All 2 services ready, in one process (all-in-one)',
    );
    expect(healthSummary(system(['ready', 'unreachable', 'not ready'], 'microservices'))).toBe(
      '1 of 3 services ready, each in its own process',
    );
  });
});

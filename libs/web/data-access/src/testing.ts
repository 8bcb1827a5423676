// Builders for the web projects' own tests (`@chargesetu/web/data-access/testing`). Not part of the public
// API (src/index.ts): only spec files import it.
import type { ChargingStatus } from '@chargesetu/shared/contracts';

/**
 * GET /api/charging/:bookingId/status for a booking with no session yet (pending, nothing delivered, no
 * figures), unless overridden: aChargingStatus({ status: 'active', isCharging: true, energyDelivered: 6.5 }).
 */
export function aChargingStatus(overrides: Partial<ChargingStatus> = {}): ChargingStatus {
  return {
    status: 'pending',
    isCharging: false,
    percentComplete: 0,
    energyDelivered: 0,
    timeRemaining: 0,
    currentPower: 0,
    startTime: null,
    batteryPercentage: null,
    costSoFar: '0.00',
    source: null,
    notice: null,
    ...overrides,
  };
}

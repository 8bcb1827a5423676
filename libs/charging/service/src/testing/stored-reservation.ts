import type { StoredReservation } from '../lib/repositories/stored-reservation';
import { SESSION_START, minutesAfterStart } from './stored-session';

/**
 * An accepted reservation as the repository returns it: connector 2 of CP-1 held for the driver's idTag for
 * the slot starting at SESSION_START (10:00 IST, 23 November 2026), asked 10 minutes before, expiring 10
 * minutes after. Override what a case needs.
 */
export function aReservation(overrides: Partial<StoredReservation> = {}): StoredReservation {
  return {
    id: 7,
    bookingId: 10,
    userId: 100,
    stationId: 3,
    chargerIndex: 1,
    chargePointId: 'CP-1',
    connectorId: 2,
    idTag: 'CS0123456789ABCDEF',
    slotStart: SESSION_START,
    expiresAt: minutesAfterStart(10),
    status: 'accepted',
    chargerAnswer: 'Accepted',
    attempts: 1,
    requestedAt: minutesAfterStart(-10),
    answeredAt: minutesAfterStart(-10),
    endedAt: null,
    cancelState: 'none',
    cancelRequestedAt: null,
    cancelAnswer: null,
    ...overrides,
  };
}

import {
  ChargingClaimRelease,
  ChargingClaimResult,
  InternalBooking,
  InternalVehicle,
  registerFormats,
} from '@chargesetu/shared/contracts';
import type { ServiceClient } from '@chargesetu/shared/runtime';
import { HttpError } from '@chargesetu/shared/server-kit';
import { Value } from '@sinclair/typebox/value';

export type { InternalBooking };

const unavailable = (service: string) =>
  new HttpError(503, `The ${service} service cannot be read right now. Please try again in a moment.`);

/**
 * What charging reads of other services, through their internal routes (never their tables): the
 * booking (owner, status, window, charger, power, price) and the vehicle's battery capacity; and the
 * booking's claim for a session (confirmed -> active) and its release.
 */
export function serviceReads(services: ServiceClient) {
  registerFormats(); // the contract checks below need date-time
  return {
    /** The booking, or null when it does not exist. Off-contract answers are a 503, never a guess. */
    async booking(id: number, requestId?: string): Promise<InternalBooking | null> {
      const res = await services.request('bookings', { url: `/internal/bookings/${id}`, requestId });
      if (res.statusCode === 404) return null;
      if (res.statusCode !== 200 || !Value.Check(InternalBooking, res.body)) throw unavailable('bookings');
      return res.body;
    },
    /**
     * Claims a confirmed booking for the session about to be created (bookings moves it to active at
     * once, so a later cancel is refused); null when the booking does not exist.
     */
    async claim(id: number, claimId: string, requestId?: string): Promise<ChargingClaimResult | null> {
      const res = await services.request('bookings', {
        url: `/internal/bookings/${id}/charging-claim`,
        method: 'POST',
        payload: { claimId },
        requestId,
      });
      if (res.statusCode === 404) return null;
      if (res.statusCode !== 200 || !Value.Check(ChargingClaimResult, res.body))
        throw unavailable('bookings');
      return res.body;
    },
    /** Gives a claim back (its session could not be created); true when bookings released it. */
    async release(id: number, claimId: string, requestId?: string): Promise<boolean> {
      const res = await services.request('bookings', {
        url: `/internal/bookings/${id}/charging-claim/release`,
        method: 'POST',
        payload: { claimId },
        requestId,
      });
      if (res.statusCode !== 200 || !Value.Check(ChargingClaimRelease, res.body))
        throw unavailable('bookings');
      return res.body.released;
    },
    /** The vehicle's batteryCapacity text, or null when the vehicle is gone or has none. */
    async batteryCapacity(vehicleId: number, requestId?: string): Promise<string | null> {
      const res = await services.request('auth', { url: `/internal/vehicles/${vehicleId}`, requestId });
      if (res.statusCode === 404) return null;
      if (res.statusCode !== 200 || !Value.Check(InternalVehicle, res.body)) throw unavailable('vehicles');
      return res.body.batteryCapacity;
    },
  };
}
export type ServiceReads = ReturnType<typeof serviceReads>;

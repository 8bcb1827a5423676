import { createHmac } from 'node:crypto';

/**
 * The Basic-auth password of a charge point the demo seed registers for the simulator: derived from a
 * secret both sides hold (the simulator and the ocpp service), so it is never stored in clear nor passed
 * between them. 32 base64url characters (192 bits): within OCPP 1.6 security's 16–40 for
 * AuthorizationKey, and printable.
 */
export function simulatedChargerPassword(secret: string, chargePointId: string): string {
  return createHmac('sha256', secret)
    .update(`chargesetu-simulated-charger:${chargePointId}`)
    .digest('base64url')
    .slice(0, 32);
}

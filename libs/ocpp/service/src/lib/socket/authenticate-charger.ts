import { ChargePointId } from '@chargesetu/shared/contracts';
import { Value } from '@sinclair/typebox/value';
import type { OcppDeps } from '../deps';

export type ChargerAdmission =
  | { ok: true; chargePointId: string; stationId: number; booted: boolean }
  | { ok: false; code: 401 | 404; message: string };

/**
 * OCPP security profile 1 (the whitepaper's HTTP Basic authentication), at the WebSocket handshake: an
 * identity the registry does not know is 404, a missing or wrong password 401. Only the Authorization
 * header counts: X-Forwarded-Proto or any other hint of a TLS proxy in front changes nothing here.
 * ocpp-rpc gives the password only when the Basic user name equals the identity in the URL. The check is
 * one HMAC-SHA256 (rules/charge-point-password.ts), so a reconnect storm costs the event loop little.
 */
export async function authenticateCharger(
  deps: OcppDeps,
  identity: string,
  password: Buffer | undefined,
): Promise<ChargerAdmission> {
  if (!Value.Check(ChargePointId, identity)) return { ok: false, code: 404, message: 'Unknown charge point' };
  const cp = await deps.chargePoints.find(identity);
  if (!cp) return { ok: false, code: 404, message: 'Unknown charge point' };
  const given = password?.toString('utf8');
  if (!given || !(await deps.passwords.verify(given, cp.passwordHash))) {
    return { ok: false, code: 401, message: 'Wrong or missing charge point password' };
  }
  // A hash of the earlier, slow form is replaced now that the password is known to be right.
  if (deps.passwords.isOutdated(cp.passwordHash)) {
    await deps.chargePoints.upgradePasswordHash(cp.id, cp.passwordHash, deps.passwords.hash(given));
  }
  return { ok: true, chargePointId: cp.id, stationId: cp.stationId, booted: cp.vendor !== null };
}

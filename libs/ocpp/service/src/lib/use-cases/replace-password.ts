import type { ChargePointCredentials } from '@chargesetu/shared/contracts';
import { NotFound } from '@chargesetu/shared/domain';
import type { OcppDeps } from '../deps';
import { generateChargePointPassword } from '../rules/charge-point-password';
import { connectionUrl } from './connection-url';
import { publicView } from './register-charge-point';

/**
 * A new password for a charge point (the old one stops working at its next connection; the socket it
 * holds now is closed so that it reconnects with the new one at once). Shown this once.
 */
export async function replacePassword(
  deps: OcppDeps,
  input: { chargePointId: string; baseUrl: string },
): Promise<ChargePointCredentials> {
  const password = generateChargePointPassword();
  if (!(await deps.chargePoints.setPasswordHash(input.chargePointId, deps.passwords.hash(password)))) {
    throw new NotFound(`Charge point ${input.chargePointId} not found`);
  }
  const held = deps.connections.get(input.chargePointId);
  if (held) await held.client.close({ code: 1000, reason: 'Password replaced' });
  const chargePoint = await deps.chargePoints.find(input.chargePointId);
  if (!chargePoint) throw new NotFound(`Charge point ${input.chargePointId} not found`);
  return { chargePoint: publicView(chargePoint), authorizationKey: password, connectionUrl: connectionUrl(deps, input.baseUrl, input.chargePointId) };
}

import { OCPP16_SUBPROTOCOL } from '@chargesetu/shared/contracts';
import { standardValidators } from '../socket/ocpp-rpc';

function ocpp16Validator() {
  const found = standardValidators.find((v) => v.subprotocol === OCPP16_SUBPROTOCOL);
  if (!found) throw new Error('ocpp-rpc has no OCPP 1.6 schemas');
  return found;
}
const ocpp16 = ocpp16Validator();

/**
 * Why a request payload breaks the OCPP 1.6 schema of its action (the OCA's, as ocpp-rpc bundles them), or
 * null when it is fine: checked before a command leaves, so a bad request is the caller's 400 and never
 * reads as a charger's failure.
 */
export function outboundProblem(action: string, params: unknown): string | null {
  try {
    ocpp16.validate(`urn:${action}.req`, params);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from '@chargesetu/shared/server-kit';
import { Conflict, InvalidRequest, UpstreamFailed } from '@chargesetu/shared/domain';
import type { OcppDeps } from '../deps';
import { RPCError, TimeoutError } from '../socket/ocpp-rpc';
import { outboundProblem } from './outbound-schema';
import type { OutboundAction, OutboundMessages } from './outbound-messages';

/** Marks a command handed on by the instance that got it: the receiver never hands it on again. */
export const FORWARDED_HEADER = 'x-ocpp-forwarded';

/** A charger that is not connected cannot take a command: the request conflicts with its state (409). */
const offline = (id: string) => new Conflict(`Charger ${id} is not connected right now. Please try again later.`);

/**
 * Sends one OCPP call to a charger and answers its response. The instance holding the charger's socket
 * sends it (ocpp-rpc keeps one call in flight per charger and checks both payloads against the schema);
 * any other instance hands the command to that one over its internal route. Refusals: the charger is not
 * connected (Conflict), the payload breaks the schema (InvalidRequest), the charger answered an error
 * or not in time (UpstreamFailed).
 */
export async function sendCommand<A extends OutboundAction>(
  deps: OcppDeps,
  chargePointId: string,
  action: A,
  params: OutboundMessages[A][0],
  o: { forwarded?: boolean; requestId?: string } = {},
): Promise<OutboundMessages[A][1]> {
  const held = deps.connections.get(chargePointId);
  if (held) return callCharger(deps, held.client, chargePointId, action, params);
  if (o.forwarded) throw offline(chargePointId);
  const cp = await deps.chargePoints.find(chargePointId);
  if (!cp?.connectionEndpoint || cp.connectionInstance === deps.instance) throw offline(chargePointId);
  return forward(deps, cp.connectionEndpoint, chargePointId, action, params, o.requestId);
}

async function callCharger<A extends OutboundAction>(
  deps: OcppDeps,
  client: { call(method: string, params?: unknown, options?: Record<string, unknown>): Promise<unknown> },
  chargePointId: string,
  action: A,
  params: OutboundMessages[A][0],
): Promise<OutboundMessages[A][1]> {
  const problem = outboundProblem(action, params);
  if (problem) throw new InvalidRequest(`${action}: ${problem}`);
  try {
    return (await client.call(action, params, { callTimeoutMs: deps.config.OCPP_CALL_TIMEOUT_S * 1000 })) as OutboundMessages[A][1];
  } catch (err) {
    deps.ctx.logger.warn({ chargePointId, action, err: (err as Error).message }, 'command to charger failed');
    if (err instanceof TimeoutError) throw new UpstreamFailed(`Charger ${chargePointId} did not answer ${action} in time`);
    if (err instanceof RPCError) throw new UpstreamFailed(`Charger ${chargePointId} answered ${action} with ${err.rpcErrorCode}`);
    throw offline(chargePointId);
  }
}

async function forward<A extends OutboundAction>(
  deps: OcppDeps,
  endpoint: string,
  chargePointId: string,
  action: A,
  params: OutboundMessages[A][0],
  requestId?: string,
): Promise<OutboundMessages[A][1]> {
  let res: Response;
  try {
    res = await fetch(new URL(`/internal/charge-points/${encodeURIComponent(chargePointId)}/commands`, endpoint), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [INTERNAL_TOKEN_HEADER]: deps.internalToken,
        [FORWARDED_HEADER]: '1',
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
      },
      body: JSON.stringify({ action, params }),
      signal: AbortSignal.timeout((deps.config.OCPP_CALL_TIMEOUT_S + 5) * 1000),
    });
  } catch {
    throw offline(chargePointId);
  }
  const body = (await res.json().catch(() => ({}))) as { result?: unknown; message?: string };
  if (res.ok && body.result) return body.result as OutboundMessages[A][1];
  if (res.status === 400) throw new InvalidRequest(body.message ?? `${action} was refused`);
  if (res.status === 502) throw new UpstreamFailed(body.message ?? `Charger ${chargePointId} failed ${action}`);
  throw offline(chargePointId);
}

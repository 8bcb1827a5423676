import { randomUUID } from 'node:crypto';
import { Conflict, InvalidRequest, Unavailable, UpstreamFailed } from '@chargesetu/shared/domain';
import { RpcTimeout, RpcUnavailable, RpcUnroutable } from '@chargesetu/shared/messaging';
import type { OcppDeps } from '../deps';
import { RPCError, TimeoutError } from '../socket/ocpp-rpc';
import {
  commandRequestProblem,
  replyOf,
  resultOf,
  type CommandReply,
  type CommandRequest,
} from './command-envelope';
import { commandRoute } from './command-route';
import { outboundProblem } from './outbound-schema';
import type { OutboundAction, OutboundMessages } from './outbound-messages';

/** How much longer a requester waits than the charger is given: the hand-over there and back. */
const HAND_OVER_MARGIN_MS = 2000;

/** A charger that is not connected cannot take a command: the request conflicts with its state (409). */
const offline = (id: string) =>
  new Conflict(`Charger ${id} is not connected right now. Please try again later.`);
const late = (id: string, action: string) =>
  new UpstreamFailed(`Charger ${id} did not answer ${action} in time`);

interface SendOptions {
  /** For the logs: the HTTP request (or handed-over command) this one serves. */
  requestId?: string;
  /** Handed over already (see CommandRequest): 0 for a command that starts here. */
  hops?: number;
  /** Epoch ms when the requester stops waiting; default: the call timeout plus the hand-over margin. */
  deadline?: number;
}

/**
 * Sends one OCPP call to a charger and answers its response. The instance holding the charger's socket
 * sends it (ocpp-rpc keeps one call in flight per charger and checks both payloads against the schema);
 * any other instance hands it over RabbitMQ to the holder the registry names (docs/architecture.md §10).
 * Refusals: the charger is not connected (Conflict), the payload breaks the schema (InvalidRequest), the
 * charger answered an error or not in time (UpstreamFailed), the broker is unreachable (Unavailable).
 */
export async function sendCommand<A extends OutboundAction>(
  deps: OcppDeps,
  chargePointId: string,
  action: A,
  params: OutboundMessages[A][0],
  o: SendOptions = {},
): Promise<OutboundMessages[A][1]> {
  const problem = outboundProblem(action, params);
  if (problem) throw new InvalidRequest(`${action}: ${problem}`);
  const deadline = o.deadline ?? Date.now() + deps.config.OCPP_CALL_TIMEOUT_S * 1000 + HAND_OVER_MARGIN_MS;
  const held = deps.connections.get(chargePointId);
  const route = commandRoute({
    heldHere: held !== undefined,
    registryHolder: held ? null : ((await deps.chargePoints.find(chargePointId))?.connectionInstance ?? null),
    self: deps.instance,
    canHandOver: deps.commandQueue !== null,
    hops: o.hops ?? 0,
  });
  if (route.to === 'nowhere') throw offline(chargePointId);
  if (route.to === 'here' && held)
    return callCharger(deps, held.client, chargePointId, action, params, deadline);
  if (route.to !== 'instance' || !deps.commandQueue) throw offline(chargePointId);
  const request: CommandRequest = {
    requestId: o.requestId ?? randomUUID(),
    chargePointId,
    action,
    params: params as unknown as Record<string, unknown>,
    deadline,
    hops: (o.hops ?? 0) + 1,
  };
  let reply: unknown;
  try {
    reply = await deps.commandQueue.request(route.instance, request, Math.max(1, deadline - Date.now()));
  } catch (err) {
    deps.ctx.logger.info(
      { chargePointId, action, holder: route.instance, reason: (err as Error).message },
      'command hand-over failed',
    );
    if (err instanceof RpcTimeout) throw late(chargePointId, action);
    if (err instanceof RpcUnavailable)
      throw new Unavailable(
        `Commands to charger ${chargePointId} cannot be sent right now. Please try again later.`,
      );
    if (err instanceof RpcUnroutable) throw offline(chargePointId); // its holder is gone; it reconnects
    throw new UpstreamFailed(`The instance holding charger ${chargePointId} failed ${action}`);
  }
  return resultOf(reply, chargePointId) as OutboundMessages[A][1];
}

/**
 * What an instance answers a command handed to it: the charger's response when it holds the charger, else
 * the outcome of routing it once more by the registry (it reconnected to another instance meanwhile).
 */
export async function answerHandedCommand(deps: OcppDeps, body: unknown): Promise<CommandReply> {
  const problem = commandRequestProblem(body);
  if (problem) return { ok: false, kind: 'invalid', message: `Command off the envelope: ${problem}` };
  const r = body as CommandRequest;
  try {
    const result = await sendCommand(deps, r.chargePointId, r.action, r.params as never, {
      requestId: r.requestId,
      hops: r.hops,
      deadline: r.deadline,
    });
    return replyOf({ result });
  } catch (error) {
    return replyOf({ error });
  }
}

async function callCharger<A extends OutboundAction>(
  deps: OcppDeps,
  client: { call(method: string, params?: unknown, options?: Record<string, unknown>): Promise<unknown> },
  chargePointId: string,
  action: A,
  params: OutboundMessages[A][0],
  deadline: number,
): Promise<OutboundMessages[A][1]> {
  // Never longer than the requester waits (less the way back), so no answer comes after it gave up.
  const callTimeoutMs = Math.min(
    deps.config.OCPP_CALL_TIMEOUT_S * 1000,
    deadline - Date.now() - HAND_OVER_MARGIN_MS / 2,
  );
  if (callTimeoutMs <= 0) throw late(chargePointId, action);
  try {
    return (await client.call(action, params, { callTimeoutMs })) as OutboundMessages[A][1];
  } catch (err) {
    deps.ctx.logger.warn({ chargePointId, action, err: (err as Error).message }, 'command to charger failed');
    if (err instanceof TimeoutError) throw late(chargePointId, action);
    if (err instanceof RPCError)
      throw new UpstreamFailed(`Charger ${chargePointId} answered ${action} with ${err.rpcErrorCode}`);
    throw offline(chargePointId);
  }
}

import { ChargePointId, ChargerCommandAction } from '@chargesetu/shared/contracts';
import {
  Conflict,
  InvalidRequest,
  isDomainError,
  Unavailable,
  UpstreamFailed,
} from '@chargesetu/shared/domain';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { MAX_HAND_OVERS } from './command-route';

/**
 * A command handed to the ocpp instance that holds the charger's socket, over RabbitMQ
 * (docs/architecture.md §10). `deadline` (epoch ms) is when the requester stops waiting: the holder
 * gives the charger no longer. `hops` counts hand-overs, this one included: a holder that lost the charger re-routes once.
 */
export const CommandRequest = Type.Object(
  {
    requestId: Type.String({ minLength: 1, maxLength: 200 }),
    chargePointId: ChargePointId,
    action: ChargerCommandAction,
    params: Type.Record(Type.String(), Type.Unknown()),
    deadline: Type.Integer({ minimum: 0 }),
    hops: Type.Integer({ minimum: 1, maximum: MAX_HAND_OVERS }),
  },
  { additionalProperties: false },
);
export type CommandRequest = Static<typeof CommandRequest>;

/** The refusals a command can end in, by kind: the requester throws the same error the holder did. */
const REFUSALS = {
  conflict: Conflict,
  invalid: InvalidRequest,
  'upstream-failed': UpstreamFailed,
  unavailable: Unavailable,
} as const;
type RefusalKind = keyof typeof REFUSALS;

/** The holder's answer: the charger's response payload, or why there is none. */
export const CommandReply = Type.Union([
  Type.Object({ ok: Type.Literal(true), result: Type.Record(Type.String(), Type.Unknown()) }),
  Type.Object({
    ok: Type.Literal(false),
    kind: Type.Union((Object.keys(REFUSALS) as RefusalKind[]).map((k) => Type.Literal(k))),
    message: Type.String(),
  }),
]);
export type CommandReply = Static<typeof CommandReply>;

/** A request off the envelope (another version, a stray message): why, or null when it fits. */
export function commandRequestProblem(body: unknown): string | null {
  const first = Value.Errors(CommandRequest, body).First();
  return first ? `${first.path || 'request'}: ${first.message}` : null;
}

/** The reply to send for a command's outcome: its result, or the refusal it ended in. */
export function replyOf(outcome: { result: unknown } | { error: unknown }): CommandReply {
  if ('result' in outcome) return { ok: true, result: (outcome.result ?? {}) as Record<string, unknown> };
  const err = outcome.error;
  if (isDomainError(err) && err.kind in REFUSALS)
    return { ok: false, kind: err.kind as RefusalKind, message: err.message };
  return { ok: false, kind: 'upstream-failed', message: 'The charger’s instance failed the command' };
}

/** The result a reply carries, or the refusal it names thrown; a reply off the envelope is the holder's failure. */
export function resultOf(reply: unknown, chargePointId: string): Record<string, unknown> {
  if (!Value.Check(CommandReply, reply))
    throw new UpstreamFailed(`The instance holding charger ${chargePointId} answered off the envelope`);
  if (reply.ok) return reply.result;
  throw new REFUSALS[reply.kind](reply.message);
}

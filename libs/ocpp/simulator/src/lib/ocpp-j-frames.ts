import { OCPP16 } from 'typed-ocpp';

/**
 * OCPP-J framing (OCPP-J 1.6 §4): CALL `[2, id, action, payload]`, CALLRESULT `[3, id, payload]`, CALLERROR
 * `[4, id, code, description, details]`, and the checks of every frame against the OCA schemas through
 * typed-ocpp. Pure: no socket here, so the rules are unit tested on their own.
 */

/** An OCPP-J error code (§4.2.3, table 7). */
export type OcppErrorCode = `${OCPP16.ErrorCode}`;

/** §4.1.4: a message id is at most 36 characters. */
export const MAX_MESSAGE_ID_LENGTH = 36;

export type InboundFrame =
  | { type: 'call'; messageId: string; action: string; payload: Record<string, unknown> }
  | { type: 'result'; messageId: string; payload: Record<string, unknown> }
  | {
      type: 'error';
      messageId: string;
      code: string;
      description: string;
      details: unknown;
      problems: string[];
    }
  /** A CALL that cannot be read as one: answered with a CALLERROR under its id. */
  | { type: 'bad-call'; messageId: string; code: OcppErrorCode; reason: string }
  /** Anything else that is not a frame: nothing to answer (no id, or not a call), only logged. */
  | { type: 'ignored'; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * §4.2: reads one WebSocket text message. A payload of `null` is read as `{}` (§4.2.1 allows both for "no
 * payload"). A message type outside 2–4 is ignored (§4.1.3); so is anything without a message id, since
 * there is nothing to address an answer to.
 */
export function parseFrame(text: string): InboundFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { type: 'ignored', reason: 'not JSON' };
  }
  if (!Array.isArray(value)) return { type: 'ignored', reason: 'not an array' };
  const [type, messageId] = value;
  if (type !== 2 && type !== 3 && type !== 4)
    return { type: 'ignored', reason: `unknown message type ${String(type)}` };
  if (typeof messageId !== 'string' || messageId === '') return { type: 'ignored', reason: 'no message id' };

  if (type === 2) {
    const [, , action, rawPayload] = value;
    const payload = rawPayload === null ? {} : rawPayload;
    if (value.length !== 4 || typeof action !== 'string' || !isObject(payload)) {
      return {
        type: 'bad-call',
        messageId,
        code: 'FormationViolation',
        reason: 'a CALL is [2, id, action, {payload}]',
      };
    }
    if (messageId.length > MAX_MESSAGE_ID_LENGTH) {
      return {
        type: 'bad-call',
        messageId,
        code: 'PropertyConstraintViolation',
        reason: 'message id longer than 36',
      };
    }
    return { type: 'call', messageId, action, payload };
  }
  if (type === 3) {
    const payload = value[2] === null ? {} : value[2];
    if (value.length !== 3 || !isObject(payload))
      return { type: 'ignored', reason: 'a CALLRESULT is [3, id, {payload}]' };
    return { type: 'result', messageId, payload };
  }
  const [, , code, description, details] = value;
  const problems = OCPP16.validateCallError(value) ? [] : [...OCPP16.validateCallError.errors];
  if (typeof code !== 'string') return { type: 'ignored', reason: 'a CALLERROR without an error code' };
  return {
    type: 'error',
    messageId,
    code,
    description: typeof description === 'string' ? description : '',
    details: details ?? {},
    problems,
  };
}

export const callFrame = (messageId: string, action: string, payload: unknown): unknown[] => [
  2,
  messageId,
  action,
  payload,
];
export const callResultFrame = (messageId: string, payload: unknown): unknown[] => [3, messageId, payload];
export const callErrorFrame = (
  messageId: string,
  code: OcppErrorCode,
  description: string,
  details: Record<string, unknown> = {},
): unknown[] => [4, messageId, code, description, details];

/** Why a message failed its schema, and the CALLERROR code that says so. */
export interface Violation {
  code: OcppErrorCode;
  errors: string[];
}

/**
 * The OCPP-J error code (§4.2.3) for typed-ocpp's (ajv's) complaints about a payload: a field of the wrong
 * JSON type is a TypeConstraintViolation, a missing field or too many/few items an
 * OccurrenceConstraintViolation, a value outside its enumeration, length, range, pattern or format a
 * PropertyConstraintViolation, and anything else (a field the PDU does not have) a FormationViolation.
 */
export function violationCode(errors: readonly string[]): OcppErrorCode {
  const first = errors[0] ?? '';
  if (/must be (string|number|integer|boolean|object|array|null)\b/.test(first))
    return 'TypeConstraintViolation';
  if (/must have required property|must NOT have (more|fewer) than \d+ items/.test(first)) {
    return 'OccurrenceConstraintViolation';
  }
  if (
    /must be equal to|must match (format|pattern)|must NOT have (more|fewer) than \d+ characters|must be [<>]=?|must be multiple of/.test(
      first,
    )
  ) {
    return 'PropertyConstraintViolation';
  }
  return 'FormationViolation';
}

/**
 * Runs a typed-ocpp check on a copy of `frame` as it goes over the wire (JSON), and catches what typed-ocpp
 * lets through: its ajv drops properties the schema does not define instead of failing, so a frame that
 * changed while being checked had fields the PDU does not have (the OCPP-J errata §3.2 forbids them).
 */
function strictly(
  check: (copy: unknown) => boolean,
  errors: () => readonly string[],
  frame: unknown,
): Violation | null {
  const wire = JSON.stringify(frame);
  const copy: unknown = JSON.parse(wire);
  if (!check(copy)) {
    const list = [...errors()];
    return { code: violationCode(list), errors: list };
  }
  if (JSON.stringify(copy) !== wire) {
    return { code: 'FormationViolation', errors: ['has properties its schema does not define'] };
  }
  return null;
}

/** A CALL against the request schema of its action (both directions). */
export function checkCall(messageId: string, action: string, payload: unknown): Violation | null {
  return strictly(
    (copy) => OCPP16.validateCall(copy),
    () => OCPP16.validateCall.errors,
    callFrame(messageId, action, payload),
  );
}

/** A CALLRESULT against the response schema of the call it answers (both directions). */
export function checkCallResult(
  call: { messageId: string; action: string; payload: unknown },
  payload: unknown,
): Violation | null {
  const callCopy = JSON.parse(
    JSON.stringify(callFrame(call.messageId, call.action, call.payload)),
  ) as OCPP16.Call;
  return strictly(
    (copy) => OCPP16.validateCallResult(copy) && OCPP16.checkCallResult(copy as OCPP16.CallResult, callCopy),
    () =>
      OCPP16.validateCallResult.errors.length > 0
        ? OCPP16.validateCallResult.errors
        : OCPP16.checkCallResult.errors,
    callResultFrame(call.messageId, payload),
  );
}

/** A CALLERROR this side is about to send. */
export function checkCallError(frame: unknown[]): Violation | null {
  return strictly(
    (copy) => OCPP16.validateCallError(copy),
    () => OCPP16.validateCallError.errors,
    frame,
  );
}

/** Whether `action` is an OCPP 1.6 action at all (typed-ocpp knows the core and security-whitepaper ones). */
export function isOcpp16Action(action: string): boolean {
  return (Object.values(OCPP16.Action) as string[]).includes(action);
}

import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { OCPP16_SUBPROTOCOL } from '@chargesetu/shared/contracts';
import WebSocket from 'ws';
import { silentLogger, type SimulatorLogger } from './logger';
import type {
  CentralSystemAction,
  CentralSystemCalls,
  ChargePointAction,
  ChargePointCalls,
} from './ocpp-actions';
import {
  callErrorFrame,
  callFrame,
  callResultFrame,
  checkCall,
  checkCallError,
  checkCallResult,
  isOcpp16Action,
  parseFrame,
  type OcppErrorCode,
  type Violation,
} from './ocpp-j-frames';
import { Timers } from './timers';

/** How the connection behaves; every value has a default fit for a real central system. */
export interface ConnectionOptions {
  /** How long a CALL waits for its answer (OCPP-J §4.1.1 leaves it to the implementation). Default 30 s. */
  callTimeoutMs?: number;
  /** The first wait before reconnecting after a lost or refused connection. Default 1 s. */
  reconnectInitialDelayMs?: number;
  /** The longest wait between reconnection attempts (the back-off doubles up to it). Default 30 s. */
  reconnectMaxDelayMs?: number;
  /** WebSocket ping interval; a ping unanswered by the next one drops the connection. 0: none. Default 30 s. */
  pingIntervalMs?: number;
  /** How long the opening handshake may take. Default 10 s. */
  handshakeTimeoutMs?: number;
}

export interface OcppJClientOptions extends ConnectionOptions {
  /** The central system's OCPP-J endpoint URL (ws:// or wss://), without the identity. */
  baseUrl: string;
  /** The charge point identity: the last path segment of the connection URL and the Basic-auth user. */
  identity: string;
  /** The Basic-auth password (OCPP 1.6 security profile 1); no Authorization header without one. */
  password?: string;
  logger?: SimulatorLogger;
  /**
   * Whether the central system's calls are answered now. False drops them unanswered: a charge point whose
   * BootNotification was Rejected does not respond to anything (OCPP 1.6 §4.2).
   */
  answerCalls?: () => boolean;
}

/** The central system answered a CALL with a CALLERROR. */
export class CallErrorResponse extends Error {
  constructor(
    readonly action: string,
    readonly code: string,
    readonly description: string,
    readonly details: unknown,
  ) {
    super(`${action} answered ${code}${description ? `: ${description}` : ''}`);
    this.name = 'CallErrorResponse';
  }
}

/** No answer to a CALL within the call timeout. */
export class CallTimeoutError extends Error {
  constructor(readonly action: string) {
    super(`${action} was not answered in time`);
    this.name = 'CallTimeoutError';
  }
}

/**
 * The CALL could not be (or was not known to be) delivered: the charge point is offline, the connection was
 * lost while it waited, or the client is closed.
 */
export class ConnectionError extends Error {
  constructor(
    readonly reason: 'offline' | 'lost' | 'closed',
    readonly action: string,
  ) {
    super(`${action} not delivered: connection ${reason}`);
    this.name = 'ConnectionError';
  }
}

/** A message failed its OCPP schema: one this side was about to send, or an answer it received. */
export class InvalidMessageError extends Error {
  constructor(
    readonly direction: 'outgoing' | 'incoming',
    readonly action: string,
    readonly violation: Violation,
  ) {
    super(`${direction} ${action} is not valid OCPP 1.6: ${violation.errors.join('; ')}`);
    this.name = 'InvalidMessageError';
  }
}

export interface HandlerContext {
  /** Runs `fn` once the answer has been sent: the effects a charge point reports after answering (§5.17). */
  afterReply(fn: () => void | Promise<void>): void;
}

export type CallHandler<A extends CentralSystemAction> = (
  payload: CentralSystemCalls[A][0],
  ctx: HandlerContext,
) => CentralSystemCalls[A][1] | Promise<CentralSystemCalls[A][1]>;

type AnyHandler = (payload: unknown, ctx: HandlerContext) => unknown;

interface Outgoing {
  messageId: string;
  action: string;
  payload: unknown;
  resolve(payload: unknown): void;
  reject(err: Error): void;
}

interface ClientEvents {
  open: [];
  close: [{ code: number; reason: string }];
  /** A handshake that did not open a connection: the HTTP status when the server answered with one. */
  refused: [{ status?: number; reason: string }];
}

/** The connection URL (OCPP-J §3.1.1): the endpoint URL, a slash and the percent-encoded identity. */
export function connectionUrl(baseUrl: string, identity: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(identity)}`;
}

/**
 * The charge point's end of an OCPP-J 1.6 connection, written on `ws` alone (no OCPP library) so that it and
 * the platform's ocpp-rpc server check each other. It connects with subprotocol `ocpp1.6` and HTTP Basic
 * auth, refuses a server that does not agree on `ocpp1.6`, keeps ONE outgoing CALL in flight (the rest wait
 * in order, §4.1.1), answers the central system's CALLs through registered handlers, checks every frame
 * both ways against the OCA schemas, and reconnects with exponential back-off after a lost or refused
 * connection. `close()` stops all of it and leaves no timer behind.
 */
export class OcppJClient extends EventEmitter<ClientEvents> {
  private readonly log: SimulatorLogger;
  private readonly timers = new Timers();
  private readonly handlers = new Map<string, AnyHandler>();
  private readonly waiting: Outgoing[] = [];
  private inFlight?: Outgoing & { cancelTimeout(): void };
  private ws?: WebSocket;
  private opened = false;
  private started = false;
  private closed = false;
  private closing?: Promise<void>;
  private failedAttempts = 0;
  private reconnectAtOnce = false;

  constructor(private readonly options: OcppJClientOptions) {
    super();
    this.log = options.logger ?? silentLogger;
  }

  get url(): string {
    return connectionUrl(this.options.baseUrl, this.options.identity);
  }

  /** Connected, with `ocpp1.6` agreed. */
  get isOpen(): boolean {
    return this.opened;
  }

  /** Starts connecting (and reconnecting whenever the connection is lost, until close()). */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.connect();
  }

  /** Registers the handler of one central-system action (a later one replaces it). */
  handle<A extends CentralSystemAction>(action: A, handler: CallHandler<A>): void {
    this.handlers.set(action, handler as unknown as AnyHandler);
  }

  /**
   * Sends a CALL and resolves with the central system's answer. Calls wait in order behind the one in
   * flight. Rejects with ConnectionError when offline (nothing is queued here: the charge point decides
   * what to keep for later), CallErrorResponse, CallTimeoutError or InvalidMessageError. `messageId` lets
   * a retransmission keep the id of the original (OCPP-J errata 3.1), so the central system can tell.
   */
  call<A extends ChargePointAction>(
    action: A,
    payload: ChargePointCalls[A][0],
    options: { messageId?: string } = {},
  ): Promise<ChargePointCalls[A][1]> {
    if (this.closed) return Promise.reject(new ConnectionError('closed', action));
    if (!this.opened) return Promise.reject(new ConnectionError('offline', action));
    const messageId = options.messageId ?? randomUUID();
    const violation = checkCall(messageId, action, payload);
    if (violation) return Promise.reject(new InvalidMessageError('outgoing', action, violation));
    return new Promise<ChargePointCalls[A][1]>((resolve, reject) => {
      this.waiting.push({
        messageId,
        action,
        payload,
        resolve: (answer) => resolve(answer as ChargePointCalls[A][1]),
        reject,
      });
      this.pump();
    });
  }

  /** Drops the connection and reconnects at once (a rebooting charge point). */
  reconnectNow(): void {
    if (this.closed || !this.ws) return;
    this.reconnectAtOnce = true;
    this.failedAttempts = 0;
    this.ws.close(1000, 'Rebooting');
  }

  /** Closes the connection for good: pending calls fail, no reconnection, no timer left. */
  close(): Promise<void> {
    if (this.closing) return this.closing;
    this.closed = true;
    this.timers.clearAll();
    this.failAll('closed');
    const ws = this.ws;
    this.closing = new Promise<void>((resolve) => {
      if (!ws || ws.readyState === WebSocket.CLOSED) {
        resolve();
        return;
      }
      // A server that never answers the closing handshake must not hold close() for ws's 30 s.
      const force = setTimeout(() => ws.terminate(), 1000);
      ws.once('close', () => {
        clearTimeout(force);
        resolve();
      });
      if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
      else ws.close(1000, 'Closing');
    });
    return this.closing;
  }

  private connect(): void {
    if (this.closed) return;
    const { identity, password } = this.options;
    const headers: Record<string, string> = {};
    if (password !== undefined) {
      headers['authorization'] = `Basic ${Buffer.from(`${identity}:${password}`, 'utf8').toString('base64')}`;
    }
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.url, [OCPP16_SUBPROTOCOL], {
        headers,
        handshakeTimeout: this.options.handshakeTimeoutMs ?? 10_000,
        perMessageDeflate: false,
      });
    } catch (err) {
      this.log.error(
        { chargePointId: identity, url: this.url, err: (err as Error).message },
        'cannot connect',
      );
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    let refusal: { status?: number; reason: string } | undefined;
    let stopPing: (() => void) | undefined;

    ws.on('unexpected-response', (_req, res) => {
      refusal = { status: res.statusCode, reason: `HTTP ${res.statusCode}` };
      res.resume();
      ws.terminate();
    });
    ws.on('upgrade', (res) => {
      // OCPP-J §3.2: a server that does not agree on the subprotocol answers without one; ws then aborts.
      if (res.headers['sec-websocket-protocol'] !== OCPP16_SUBPROTOCOL) {
        refusal = { status: res.statusCode, reason: `the server did not agree on ${OCPP16_SUBPROTOCOL}` };
      }
    });
    ws.on('open', () => {
      if (ws.protocol !== OCPP16_SUBPROTOCOL) {
        refusal = { reason: `the server did not agree on ${OCPP16_SUBPROTOCOL}` };
        ws.close(1002, `${OCPP16_SUBPROTOCOL} required`);
        return;
      }
      this.opened = true;
      this.failedAttempts = 0;
      stopPing = this.keepAlive(ws);
      this.log.info({ chargePointId: identity, url: this.url }, 'OCPP connection open');
      this.emit('open');
      this.pump();
    });
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        this.log.warn({ chargePointId: identity }, 'binary WebSocket message ignored (OCPP-J is text)');
        return;
      }
      const text = Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data).toString('utf8');
      this.receive(ws, text);
    });
    ws.on('error', (err) =>
      this.log.debug({ chargePointId: identity, err: err.message }, 'OCPP socket error'),
    );
    ws.on('close', (code, reasonBuffer) => {
      const wasOpen = this.opened;
      stopPing?.();
      if (this.ws === ws) this.ws = undefined;
      this.opened = false;
      this.failAll(wasOpen ? 'lost' : 'offline');
      if (refusal) {
        this.log.warn({ chargePointId: identity, ...refusal }, 'OCPP connection refused');
        this.emit('refused', refusal);
      }
      if (wasOpen) {
        const reason = reasonBuffer.toString('utf8');
        this.log.info({ chargePointId: identity, code, reason }, 'OCPP connection closed');
        this.emit('close', { code, reason });
      }
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const initial = this.options.reconnectInitialDelayMs ?? 1000;
    const max = this.options.reconnectMaxDelayMs ?? 30_000;
    let delay = 0;
    if (!this.reconnectAtOnce) {
      // Exponential with ±25 % jitter, so that a fleet cut off together does not come back in one wave.
      const base = Math.min(max, initial * 2 ** this.failedAttempts);
      delay = Math.min(max, Math.round(base * (0.75 + Math.random() * 0.5)));
      this.failedAttempts += 1;
    }
    this.reconnectAtOnce = false;
    this.timers.timeout(() => this.connect(), delay);
  }

  /** OCPP-J §5.3 / errata 3.11: pings find a half-open connection, which is then dropped (and reconnected). */
  private keepAlive(ws: WebSocket): (() => void) | undefined {
    const every = this.options.pingIntervalMs ?? 30_000;
    if (every <= 0) return undefined;
    let answered = true;
    ws.on('pong', () => {
      answered = true;
    });
    return this.timers.interval(() => {
      if (!answered) {
        this.log.warn({ chargePointId: this.options.identity }, 'no pong: dropping the connection');
        ws.terminate();
        return;
      }
      answered = false;
      ws.ping();
    }, every);
  }

  private pump(): void {
    if (this.inFlight || !this.opened || !this.ws) return;
    const next = this.waiting.shift();
    if (!next) return;
    if (!this.send(this.ws, callFrame(next.messageId, next.action, next.payload))) {
      next.reject(new ConnectionError('lost', next.action));
      this.pump();
      return;
    }
    const cancelTimeout = this.timers.timeout(() => {
      if (this.inFlight?.messageId !== next.messageId) return;
      this.inFlight = undefined;
      next.reject(new CallTimeoutError(next.action));
      this.pump();
    }, this.options.callTimeoutMs ?? 30_000);
    this.inFlight = { ...next, cancelTimeout };
  }

  private failAll(reason: 'offline' | 'lost' | 'closed'): void {
    const inFlight = this.inFlight;
    this.inFlight = undefined;
    if (inFlight) {
      inFlight.cancelTimeout();
      inFlight.reject(new ConnectionError(reason === 'closed' ? 'closed' : 'lost', inFlight.action));
    }
    for (const call of this.waiting.splice(0)) call.reject(new ConnectionError(reason, call.action));
  }

  private send(ws: WebSocket, frame: unknown[]): boolean {
    if (ws !== this.ws || ws.readyState !== WebSocket.OPEN) return false;
    const text = JSON.stringify(frame);
    this.log.debug({ chargePointId: this.options.identity, direction: 'out', frame: text }, 'OCPP frame');
    ws.send(text, (err) => {
      if (err)
        this.log.debug({ chargePointId: this.options.identity, err: err.message }, 'OCPP frame not sent');
    });
    return true;
  }

  private receive(ws: WebSocket, text: string): void {
    this.log.debug({ chargePointId: this.options.identity, direction: 'in', frame: text }, 'OCPP frame');
    const frame = parseFrame(text);
    switch (frame.type) {
      case 'ignored':
        this.log.warn({ chargePointId: this.options.identity, reason: frame.reason }, 'OCPP message ignored');
        return;
      case 'bad-call':
        this.log.warn({ chargePointId: this.options.identity, reason: frame.reason }, 'malformed CALL');
        this.sendError(ws, frame.messageId, frame.code, frame.reason);
        return;
      case 'call':
        void this.answer(ws, frame.messageId, frame.action, frame.payload);
        return;
      case 'result':
        this.settle(frame.messageId, (call) => {
          const violation = checkCallResult(call, frame.payload);
          if (violation) {
            this.log.warn(
              { chargePointId: this.options.identity, action: call.action, errors: violation.errors },
              'invalid CALLRESULT received',
            );
            call.reject(new InvalidMessageError('incoming', call.action, violation));
          } else call.resolve(frame.payload);
        });
        return;
      case 'error':
        this.settle(frame.messageId, (call) => {
          if (frame.problems.length > 0) {
            // Still the answer to the call (it failed), but the central system's CALLERROR breaks the schema.
            this.log.warn(
              { chargePointId: this.options.identity, action: call.action, errors: frame.problems },
              'invalid CALLERROR received',
            );
          }
          call.reject(new CallErrorResponse(call.action, frame.code, frame.description, frame.details));
        });
        return;
    }
  }

  private settle(messageId: string, outcome: (call: Outgoing) => void): void {
    const call = this.inFlight;
    if (!call || call.messageId !== messageId) {
      this.log.warn({ chargePointId: this.options.identity, messageId }, 'answer to no pending CALL ignored');
      return;
    }
    this.inFlight = undefined;
    call.cancelTimeout();
    outcome(call);
    this.pump();
  }

  private async answer(
    ws: WebSocket,
    messageId: string,
    action: string,
    payload: Record<string, unknown>,
  ): Promise<void> {
    const identity = this.options.identity;
    if (this.options.answerCalls && !this.options.answerCalls()) {
      this.log.info(
        { chargePointId: identity, action },
        'CALL left unanswered (not accepted by the central system)',
      );
      return;
    }
    if (!isOcpp16Action(action)) {
      this.sendError(ws, messageId, 'NotImplemented', `Unknown action ${action}`);
      return;
    }
    const handler = this.handlers.get(action);
    if (!handler) {
      this.sendError(ws, messageId, 'NotSupported', `${action} is not supported by this charge point`);
      return;
    }
    const violation = checkCall(messageId, action, payload);
    if (violation) {
      this.log.warn({ chargePointId: identity, action, errors: violation.errors }, 'invalid CALL received');
      this.sendError(ws, messageId, violation.code, violation.errors.join('; '));
      return;
    }
    const after: Array<() => void | Promise<void>> = [];
    let response: unknown;
    try {
      response = await handler(payload, { afterReply: (fn) => after.push(fn) });
    } catch (err) {
      this.log.error({ chargePointId: identity, action, err: (err as Error).message }, 'CALL handler failed');
      this.sendError(ws, messageId, 'InternalError', 'The charge point could not process the request');
      return;
    }
    const bad = checkCallResult({ messageId, action, payload }, response);
    if (bad) {
      this.log.error(
        { chargePointId: identity, action, errors: bad.errors },
        'own answer is not valid OCPP: not sent',
      );
      this.sendError(ws, messageId, 'InternalError', 'The charge point produced an invalid answer');
      return;
    }
    if (!this.send(ws, callResultFrame(messageId, response))) return;
    for (const fn of after) {
      try {
        await fn();
      } catch (err) {
        this.log.error(
          { chargePointId: identity, action, err: (err as Error).message },
          'effect after the answer failed',
        );
      }
    }
  }

  private sendError(ws: WebSocket, messageId: string, code: OcppErrorCode, description: string): void {
    const frame = callErrorFrame(messageId, code, description.slice(0, 255));
    const violation = checkCallError(frame);
    if (violation) {
      this.log.error(
        { chargePointId: this.options.identity, errors: violation.errors },
        'own CALLERROR is not valid OCPP',
      );
      return;
    }
    this.send(ws, frame);
  }
}

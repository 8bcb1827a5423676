import { EventEmitter } from 'node:events';
import type { OCPP16 } from 'typed-ocpp';
import { DEFAULT_CAR, fullAt, readingAt, type CarProfile, type MeterReading } from './car-charging';
import { registerCentralSystemHandlers } from './central-system-handlers';
import {
  checkChargePointOptions,
  DEFAULT_METER_SAMPLE_INTERVAL_S,
  SIMULATOR_FIRMWARE_VERSION,
  SIMULATOR_MODEL,
  SIMULATOR_VENDOR,
  type ChargePointOptions,
  type ChargePointSnapshot,
  type Registration,
} from './charge-point-options';
import { Configuration, type WritableKey } from './configuration';
import {
  applyScheduledAvailability,
  changeAvailability,
  connectorForStart,
  connectorSnapshot,
  idleStatus,
  type Connector,
  type ConnectorBank,
  type Transaction,
} from './connectors';
import { silentLogger, type SimulatorLogger } from './logger';
import { idleSampledValues, meterValue, sampledValues, type ReadingContext } from './meter-values';
import type { ConnectorErrorCode, ConnectorStatus, StopReason } from './ocpp-actions';
import { OcppJClient } from './ocpp-j-client';
import { cancelReservation, expireReservation, reserveNow, setFault, takeReservation } from './reservations';
import { Timers } from './timers';
import { TransactionQueue } from './transaction-queue';

/** HeartbeatInterval until a BootNotification answer sets it. */
const DEFAULT_HEARTBEAT_INTERVAL_S = 300;
/** Wait before another BootNotification when the answer gave no interval, or there was no answer. */
const BOOT_RETRY_FALLBACK_S = 30;
/** setTimeout's longest delay; a battery that fills later is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

interface ChargePointEvents {
  connected: [];
  disconnected: [{ code: number; reason: string }];
  refused: [{ status?: number; reason: string }];
  registered: [{ status: OCPP16.BootNotificationResponse['status']; interval: number }];
  transactionStarted: [{ connectorId: number; idTag: string; startedAt: Date; meterStartWh: number }];
  transactionStopped: [{ connectorId: number; reason: StopReason; stoppedAt: Date; meterStopWh: number }];
}

/**
 * One simulated charge point with N connectors, speaking OCPP 1.6J to a central system. It boots, heartbeats,
 * reports connector statuses, and charges a simulated car whenever a transaction runs: the meter follows
 * the platform's charging curve on the wall clock (scaled by `timeScale`) and the car leaves when its
 * battery is full. Transaction-related messages go through an ordered offline queue (§3.7).
 */
export class SimulatedChargePoint extends EventEmitter<ChargePointEvents> {
  readonly id: string;
  readonly configuration: Configuration;
  private readonly client: OcppJClient;
  private readonly queue: TransactionQueue;
  private readonly timers = new Timers();
  private readonly log: SimulatorLogger;
  private readonly bank: ConnectorBank;
  private readonly car: CarProfile;
  private readonly timeScale: number;
  private registrationStatus: Registration = 'None';
  private everAccepted = false;
  private rebooting = false;
  /** Bumped at every connection change: work begun for an older connection stops. */
  private generation = 0;
  private stopHeartbeat?: () => void;
  private lastRef = 0;
  private closing?: Promise<void>;

  constructor(private readonly options: ChargePointOptions) {
    super();
    this.id = options.id;
    this.log = options.logger ?? silentLogger;
    this.car = options.car ?? DEFAULT_CAR;
    this.timeScale = options.timeScale ?? 1;
    checkChargePointOptions(options, this.car, this.timeScale);
    this.bank = {
      operative: true,
      connectors: [...options.connectors]
        .sort((a, b) => a.connectorId - b.connectorId)
        .map((c) => ({
          connectorId: c.connectorId,
          powerKw: c.powerKw,
          registerWh: options.meterStartWh ?? 0,
          status: 'Available',
          operative: true,
          inoperativeWhenFree: false,
        })),
    };
    this.configuration = new Configuration(
      {
        HeartbeatInterval: DEFAULT_HEARTBEAT_INTERVAL_S,
        MeterValueSampleInterval: options.meterSampleIntervalS ?? DEFAULT_METER_SAMPLE_INTERVAL_S,
        TransactionMessageAttempts: options.transactionMessageAttempts ?? 3,
        TransactionMessageRetryInterval: options.transactionMessageRetryIntervalS ?? 10,
      },
      this.bank.connectors.length,
      (key) => this.onConfigurationChange(key),
    );
    this.client = new OcppJClient({
      ...options.connection,
      baseUrl: options.baseUrl,
      identity: options.id,
      password: options.password,
      logger: this.log,
      answerCalls: () => this.registrationStatus !== 'Rejected',
    });
    this.queue = new TransactionQueue({
      send: (action, payload, messageId) => this.client.call(action, payload, { messageId }),
      canSend: () => this.client.isOpen && this.registrationStatus === 'Accepted',
      attempts: () => this.configuration.get('TransactionMessageAttempts'),
      retryIntervalMs: () => this.configuration.get('TransactionMessageRetryInterval') * 1000,
      sleep: (ms) => this.timers.sleep(ms),
      onStarted: (txRef, answer) => this.onStartAnswered(txRef, answer),
      logger: this.log,
      chargePointId: this.id,
    });
    this.client.on('open', () => this.onOpen());
    this.client.on('close', (e) => this.onClose(e));
    this.client.on('refused', (e) => this.emit('refused', e));
    registerCentralSystemHandlers(this.client, this);
  }

  /** Connects (and keeps reconnecting) to the central system. */
  start(): void {
    this.client.start();
  }

  get registration(): Registration {
    return this.registrationStatus;
  }

  get connected(): boolean {
    return this.client.isOpen;
  }

  /** Whether it has a connector with this number (1…n). */
  hasConnector(connectorId: number): boolean {
    return this.bank.connectors.some((c) => c.connectorId === connectorId);
  }

  get connectorIds(): number[] {
    return this.bank.connectors.map((c) => c.connectorId);
  }

  snapshot(at = new Date()): ChargePointSnapshot {
    return {
      id: this.id,
      connected: this.client.isOpen,
      registration: this.registrationStatus,
      operative: this.bank.operative,
      queuedMessages: this.queue.length,
      connectors: this.bank.connectors.map((c) => connectorSnapshot(this.bank, c, at)),
    };
  }

  /**
   * The connector a new transaction for `idTag` would use (the one asked for, or the one reserved for the
   * idTag, or the first free one); null when none is free for it.
   */
  connectorForStart(connectorId?: number, idTag?: string): number | null {
    return connectorForStart(this.bank, connectorId, idTag)?.connectorId ?? null;
  }

  /** The connector running the transaction the central system knows by this id; null when none does. */
  connectorOfTransaction(transactionId: number): number | null {
    return (
      this.bank.connectors.find((c) => c.transaction?.transactionId === transactionId)?.connectorId ?? null
    );
  }

  /**
   * A driver starts charging with `idTag` (a local start, or the effect of an accepted RemoteStartTransaction):
   * Preparing → StartTransaction (idTag, meter register, time) → Charging, then MeterValues every
   * MeterValueSampleInterval until the battery is full or the transaction stops. Offline, once accepted before,
   * it starts all the same and the messages wait in the queue. A connector reserved for the idTag ends its
   * reservation and StartTransaction names it; one reserved for another idTag refuses. Answers the connector
   * used, or null.
   */
  startTransaction(idTag: string, connectorId?: number): number | null {
    // IdToken is CiString20 (§7.28): a longer tag could never be sent.
    if (idTag.length === 0 || idTag.length > 20)
      throw new RangeError(`idTag must be 1–20 characters (got "${idTag}")`);
    if (!this.everAccepted || this.closing) return null;
    const c = connectorForStart(this.bank, connectorId, idTag);
    if (!c) return null;
    const reservationId = takeReservation(c, idTag);
    this.setStatus(c, 'Preparing');
    const startedAt = new Date();
    const tx: Transaction = {
      ref: ++this.lastRef,
      idTag,
      meterStartWh: c.registerWh,
      session: { startedAt, chargerKw: c.powerKw, car: this.car, timeScale: this.timeScale },
    };
    c.transaction = tx;
    this.queue.enqueue({
      action: 'StartTransaction',
      txRef: tx.ref,
      payload: {
        connectorId: c.connectorId,
        idTag,
        meterStart: tx.meterStartWh,
        ...(reservationId !== undefined ? { reservationId } : {}),
        timestamp: startedAt.toISOString(),
      },
    });
    this.setStatus(c, 'Charging');
    this.scheduleSampling(c, tx);
    this.scheduleFull(c, tx);
    this.log.info(
      { chargePointId: this.id, connectorId: c.connectorId, idTag, meterStartWh: tx.meterStartWh },
      'transaction started',
    );
    this.emit('transactionStarted', {
      connectorId: c.connectorId,
      idTag,
      startedAt,
      meterStartWh: tx.meterStartWh,
    });
    return c.connectorId;
  }

  /**
   * Stops the transaction on a connector: StopTransaction with the reason, the meter register, the time and
   * the final reading as transactionData; then Finishing (the driver unplugs) unless the car already left,
   * and Available (or Unavailable when a ChangeAvailability was scheduled). False when none runs there.
   */
  stopTransaction(connectorId: number, reason: StopReason = 'Local'): boolean {
    const c = this.connector(connectorId);
    const tx = c?.transaction;
    if (!c || !tx) return false;
    tx.cancelSampling?.();
    tx.cancelFull?.();
    const stoppedAt = new Date();
    const reading = readingAt(tx.session, stoppedAt);
    const meterStop = tx.meterStartWh + reading.energyWh;
    c.registerWh = meterStop;
    c.transaction = undefined;
    this.queue.enqueue({
      action: 'StopTransaction',
      txRef: tx.ref,
      payload: {
        // The idTag that stops it: the driver's own for a local stop; none when the charge point stops it.
        ...(reason === 'Local' ? { idTag: tx.idTag } : {}),
        meterStop,
        timestamp: stoppedAt.toISOString(),
        reason,
        transactionData: [meterValue(stoppedAt, sampledValues(reading, meterStop, 'Transaction.End'))],
      },
    });
    if (reason !== 'EVDisconnected') this.setStatus(c, 'Finishing');
    applyScheduledAvailability(c);
    this.setStatus(c, idleStatus(this.bank, c));
    this.log.info(
      { chargePointId: this.id, connectorId, reason, meterStopWh: meterStop },
      'transaction stopped',
    );
    this.emit('transactionStopped', { connectorId, reason, stoppedAt, meterStopWh: meterStop });
    return true;
  }

  /** ChangeAvailability (§5.2): the answer, and the connectors whose status changed now (to report). */
  changeAvailability(
    connectorId: number,
    type: OCPP16.ChangeAvailabilityRequest['type'],
  ): { status: OCPP16.ChangeAvailabilityResponse['status']; changed: number[] } {
    return changeAvailability(this.bank, connectorId, type);
  }

  /**
   * ReserveNow (§5.13): the answer, the connectors whose status changed now (to report), and the expiry
   * scheduled: at expiryDate the connector is freed and reported Available.
   */
  reserveNow(req: OCPP16.ReserveNowRequest): {
    status: OCPP16.ReserveNowResponse['status'];
    changed: number[];
  } {
    const answer = reserveNow(this.bank, req, new Date());
    if (answer.status === 'Accepted') this.scheduleExpiry(req.reservationId, new Date(req.expiryDate));
    return answer;
  }

  /** CancelReservation (§5.1): the answer, and the connectors whose status changed now (to report). */
  cancelReservation(reservationId: number): {
    status: OCPP16.CancelReservationResponse['status'];
    changed: number[];
  } {
    return cancelReservation(this.bank, reservationId);
  }

  /**
   * The connector reports a fault (status Faulted with that errorCode; a reservation on it ends) or, with
   * null, works again; reported at once. False when it has no such connector, a transaction runs on it, or
   * nothing changed.
   */
  setFault(connectorId: number, fault: ConnectorErrorCode | null): boolean {
    const changed = setFault(this.bank, connectorId, fault);
    if (changed) void this.sendStatusNotification(connectorId);
    return changed;
  }

  /** StatusNotification of connector 0 (the charge point) or one connector, with its current status. */
  async sendStatusNotification(connectorId: number, triggered = false): Promise<void> {
    if (!this.maySend(triggered)) return;
    const status =
      connectorId === 0
        ? this.bank.operative
          ? 'Available'
          : 'Unavailable'
        : this.connector(connectorId)?.status;
    if (!status) return;
    const fault = connectorId === 0 ? undefined : this.connector(connectorId)?.fault;
    await this.client
      .call('StatusNotification', {
        connectorId,
        errorCode: fault ?? 'NoError',
        status,
        timestamp: new Date().toISOString(),
      })
      .catch((err: Error) =>
        this.log.debug(
          { chargePointId: this.id, connectorId, err: err.message },
          'StatusNotification not delivered',
        ),
      );
  }

  async sendHeartbeat(triggered = false): Promise<void> {
    if (!this.maySend(triggered)) return;
    await this.client
      .call('Heartbeat', {})
      .catch((err: Error) =>
        this.log.debug({ chargePointId: this.id, err: err.message }, 'Heartbeat not delivered'),
      );
  }

  /**
   * MeterValues with the latest reading of a connector, as TriggerMessage asks (§5.17): current, not
   * historic, so sent at once rather than queued.
   */
  async sendMeterValues(connectorId: number, context: ReadingContext = 'Trigger'): Promise<void> {
    const c = this.connector(connectorId);
    if (!c || !this.maySend(true)) return;
    const at = new Date();
    const tx = c.transaction;
    const reading = tx ? readingAt(tx.session, at) : undefined;
    const transactionId = tx?.transactionId;
    await this.client
      .call('MeterValues', {
        connectorId,
        ...(transactionId !== undefined ? { transactionId } : {}),
        meterValue: [
          meterValue(
            at,
            tx && reading
              ? sampledValues(reading, tx.meterStartWh + reading.energyWh, context)
              : idleSampledValues(c.registerWh, context),
          ),
        ],
      })
      .catch((err: Error) =>
        this.log.debug(
          { chargePointId: this.id, connectorId, err: err.message },
          'MeterValues not delivered',
        ),
      );
  }

  /**
   * A BootNotification outside the boot sequence (TriggerMessage, allowed while Pending): its answer counts
   * like any other, so an Accepted one ends a Pending registration.
   */
  async sendBootNotification(): Promise<void> {
    if (!this.maySend(true)) return;
    try {
      this.applyBootAnswer(await this.client.call('BootNotification', this.bootPayload()));
    } catch (err) {
      this.log.debug(
        { chargePointId: this.id, err: (err as Error).message },
        'BootNotification not delivered',
      );
    }
  }

  /**
   * Reset (§5.14): stops every transaction (reason SoftReset or HardReset), gives the StopTransactions a
   * moment to go out, then reboots: drops the connection, reconnects and boots again. What persists across
   * a reboot stays (availability, energy registers, the queue of undelivered messages).
   */
  async reset(type: OCPP16.ResetRequest['type']): Promise<void> {
    if (this.closing) return;
    for (const c of this.bank.connectors)
      if (c.transaction) this.stopTransaction(c.connectorId, type === 'Hard' ? 'HardReset' : 'SoftReset');
    if (this.client.isOpen)
      await this.timers.within(this.queue.whenEmpty(), this.options.connection?.callTimeoutMs ?? 30_000);
    if (this.closing) return;
    this.log.info({ chargePointId: this.id, type }, 'rebooting');
    this.rebooting = true;
    this.registrationStatus = 'None';
    this.stopHeartbeat?.();
    this.client.reconnectNow();
  }

  /**
   * Stops for good. With `stopTransactions`, running transactions are first stopped (reason Other) and their
   * StopTransactions given up to `graceMs` to be delivered; otherwise they simply end, as at a power cut.
   */
  close(options: { stopTransactions?: boolean; graceMs?: number } = {}): Promise<void> {
    if (this.closing) return this.closing;
    this.closing = (async () => {
      if (options.stopTransactions) {
        for (const c of this.bank.connectors) if (c.transaction) this.stopTransaction(c.connectorId, 'Other');
        if (this.client.isOpen && this.registrationStatus === 'Accepted') {
          await this.timers.within(this.queue.whenEmpty(), options.graceMs ?? 5000);
        }
      }
      this.timers.clearAll();
      await this.client.close();
    })();
    return this.closing;
  }

  private connector(connectorId: number): Connector | undefined {
    return this.bank.connectors.find((c) => c.connectorId === connectorId);
  }

  private setStatus(c: Connector, status: ConnectorStatus): void {
    c.status = status;
    void this.sendStatusNotification(c.connectorId);
  }

  /**
   * §4.2: nothing but BootNotification before the central system accepts the charge point; while Pending,
   * only what a TriggerMessage asked for; while Rejected, nothing.
   */
  private maySend(triggered: boolean): boolean {
    if (!this.client.isOpen || this.closing) return false;
    return this.registrationStatus === 'Accepted' || (triggered && this.registrationStatus === 'Pending');
  }

  private bootPayload(): OCPP16.BootNotificationRequest {
    return {
      chargePointVendor: SIMULATOR_VENDOR,
      chargePointModel: SIMULATOR_MODEL,
      firmwareVersion: SIMULATOR_FIRMWARE_VERSION,
    };
  }

  private onOpen(): void {
    const generation = ++this.generation;
    this.emit('connected');
    const boot = this.rebooting || !this.everAccepted || (this.options.bootOnReconnect ?? true);
    if (boot) {
      this.registrationStatus = 'None';
      void this.boot(generation);
    } else this.online();
  }

  private onClose(e: { code: number; reason: string }): void {
    this.generation += 1;
    this.stopHeartbeat?.();
    this.emit('disconnected', e);
  }

  private current(generation: number): boolean {
    return !this.closing && generation === this.generation && this.client.isOpen;
  }

  /** §4.2: BootNotification until Accepted, waiting the interval the answer gives after Pending or Rejected. */
  private async boot(generation: number): Promise<void> {
    while (this.current(generation) && this.registrationStatus !== 'Accepted') {
      let answer: OCPP16.BootNotificationResponse;
      try {
        answer = await this.client.call('BootNotification', this.bootPayload());
      } catch (err) {
        if (!this.current(generation)) return;
        this.log.warn(
          { chargePointId: this.id, err: (err as Error).message },
          'BootNotification failed; retrying',
        );
        if (!(await this.timers.sleep(BOOT_RETRY_FALLBACK_S * 1000))) return;
        continue;
      }
      if (!this.current(generation)) return;
      this.applyBootAnswer(answer);
      if (answer.status === 'Accepted') return;
      const waitS = answer.interval > 0 ? answer.interval : BOOT_RETRY_FALLBACK_S;
      this.log.warn(
        { chargePointId: this.id, status: answer.status, retryInS: waitS },
        'not accepted by the central system',
      );
      if (!(await this.timers.sleep(waitS * 1000))) return;
    }
  }

  /** A BootNotification answer: the registration status, and once Accepted, the heartbeat interval and going online. */
  private applyBootAnswer(answer: OCPP16.BootNotificationResponse): void {
    const wasAccepted = this.registrationStatus === 'Accepted';
    this.registrationStatus = answer.status;
    this.emit('registered', { status: answer.status, interval: answer.interval });
    if (answer.status !== 'Accepted') return;
    this.everAccepted = true;
    this.rebooting = false;
    if (answer.interval > 0) this.configuration.set('HeartbeatInterval', answer.interval);
    if (!wasAccepted) {
      this.log.info(
        { chargePointId: this.id, heartbeatIntervalS: answer.interval },
        'accepted by the central system',
      );
      this.online();
    }
  }

  /** Accepted on this connection: heartbeats, the queued transaction messages, then every current status. */
  private online(): void {
    this.startHeartbeat();
    this.queue.resume();
    for (const connectorId of [0, ...this.connectorIds]) void this.sendStatusNotification(connectorId);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat?.();
    this.stopHeartbeat = undefined;
    const seconds = this.configuration.get('HeartbeatInterval');
    if (seconds > 0)
      this.stopHeartbeat = this.timers.interval(() => void this.sendHeartbeat(), seconds * 1000);
  }

  private onConfigurationChange(key: WritableKey): void {
    if (key === 'HeartbeatInterval' && this.registrationStatus === 'Accepted' && this.client.isOpen)
      this.startHeartbeat();
    if (key === 'MeterValueSampleInterval') {
      for (const c of this.bank.connectors) if (c.transaction) this.scheduleSampling(c, c.transaction);
    }
  }

  /** §3.16.1: periodic readings from the start of the transaction, every MeterValueSampleInterval (0: none). */
  private scheduleSampling(c: Connector, tx: Transaction): void {
    tx.cancelSampling?.();
    tx.cancelSampling = undefined;
    const seconds = this.configuration.get('MeterValueSampleInterval');
    if (seconds <= 0) return;
    tx.cancelSampling = this.timers.interval(
      () => this.sample(c, tx, readingAt(tx.session, new Date())),
      seconds * 1000,
    );
  }

  private sample(c: Connector, tx: Transaction, reading: MeterReading): void {
    if (c.transaction !== tx) return;
    this.queue.enqueue({
      action: 'MeterValues',
      txRef: tx.ref,
      payload: {
        connectorId: c.connectorId,
        meterValue: [
          meterValue(
            reading.at,
            sampledValues(reading, tx.meterStartWh + reading.energyWh, 'Sample.Periodic'),
          ),
        ],
      },
    });
  }

  /** At its expiry the reservation ends and its connector is reported free (§5.13); a later one is kept. */
  private scheduleExpiry(reservationId: number, expiryDate: Date): void {
    const wait = expiryDate.getTime() - Date.now();
    this.timers.timeout(
      () => {
        const changed = expireReservation(this.bank, reservationId, new Date());
        for (const connectorId of changed) void this.sendStatusNotification(connectorId);
        // Cut short by the longest timer, or replaced by a later expiry: look again then.
        const still = this.bank.connectors.find((c) => c.reservation?.reservationId === reservationId);
        if (still && changed.length === 0 && still.reservation?.expiryDate.getTime() === expiryDate.getTime())
          this.scheduleExpiry(reservationId, expiryDate);
      },
      Math.min(MAX_TIMER_MS, Math.max(0, wait)),
    );
  }

  /** The car leaves when its battery is full: the transaction stops by itself (EVDisconnected). */
  private scheduleFull(c: Connector, tx: Transaction): void {
    const wait = fullAt(tx.session).getTime() - Date.now();
    tx.cancelFull = this.timers.timeout(
      () => {
        if (c.transaction !== tx) return;
        if (readingAt(tx.session, new Date()).full) this.stopTransaction(c.connectorId, 'EVDisconnected');
        else this.scheduleFull(c, tx);
      },
      Math.min(MAX_TIMER_MS, Math.max(0, wait)),
    );
  }

  /** StartTransaction answered: the transactionId is now known; an idTag not Accepted ends it (DeAuthorized). */
  private onStartAnswered(txRef: number, answer: OCPP16.StartTransactionResponse): void {
    const c = this.bank.connectors.find((x) => x.transaction?.ref === txRef);
    if (!c?.transaction) return;
    c.transaction.transactionId = answer.transactionId;
    if (answer.idTagInfo.status !== 'Accepted') {
      this.log.warn(
        { chargePointId: this.id, connectorId: c.connectorId, idTagStatus: answer.idTagInfo.status },
        'idTag not accepted',
      );
      this.stopTransaction(c.connectorId, 'DeAuthorized');
    }
  }
}

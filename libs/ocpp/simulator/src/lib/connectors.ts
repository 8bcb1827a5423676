import type { OCPP16 } from 'typed-ocpp';
import { readingAt, type ChargeSession } from './car-charging';
import type { ConnectorStatus } from './ocpp-actions';

/** A transaction running on a connector. */
export interface Transaction {
  /** The simulator's own reference: the transactionId is known only once StartTransaction is answered. */
  ref: number;
  idTag: string;
  session: ChargeSession;
  meterStartWh: number;
  transactionId?: number;
  cancelSampling?(): void;
  cancelFull?(): void;
}

export interface Connector {
  connectorId: number;
  powerKw: number;
  /** The energy register when no transaction runs (during one: meterStartWh + the curve's energy). */
  registerWh: number;
  status: ConnectorStatus;
  /** Set Inoperative by ChangeAvailability (persists across a reset, §5.2). */
  operative: boolean;
  /** ChangeAvailability Inoperative came during a transaction: applied when it ends (Scheduled). */
  inoperativeWhenFree: boolean;
  transaction?: Transaction;
}

/** The charge point's connectors and connector 0, the charge point as a whole. */
export interface ConnectorBank {
  /** Connector 0 is operative (ChangeAvailability on connector 0 covers every connector). */
  operative: boolean;
  connectors: Connector[];
}

export interface ConnectorSnapshot {
  connectorId: number;
  powerKw: number;
  status: ConnectorStatus;
  operative: boolean;
  /** The energy register now, Wh. */
  meterWh: number;
  transaction: {
    transactionId: number | null;
    idTag: string;
    startedAt: string;
    meterStartWh: number;
    socPercent: number;
    powerW: number;
  } | null;
}

/** The status of a connector with no transaction: Available when it and the charge point are operative. */
export function idleStatus(bank: ConnectorBank, c: Connector): ConnectorStatus {
  return c.operative && bank.operative ? 'Available' : 'Unavailable';
}

/**
 * The connector a new transaction would use: the one asked for when it is free (Available, operative, no
 * transaction), else, when none is asked for, the first free one.
 */
export function connectorForStart(bank: ConnectorBank, connectorId?: number): Connector | undefined {
  const free = (c: Connector) => c.status === 'Available' && c.operative && bank.operative && !c.transaction;
  if (connectorId === undefined) return bank.connectors.find(free);
  const c = bank.connectors.find((x) => x.connectorId === connectorId);
  return c && free(c) ? c : undefined;
}

/**
 * ChangeAvailability (§5.2) on connector 0 (the charge point and every connector) or one connector. Already
 * in the state asked for: Accepted. A connector running a transaction changes when it ends: Scheduled.
 * Answers the status and the connectors (0 included) whose status changed now, to be reported.
 */
export function changeAvailability(
  bank: ConnectorBank,
  connectorId: number,
  type: OCPP16.ChangeAvailabilityRequest['type'],
): { status: OCPP16.ChangeAvailabilityResponse['status']; changed: number[] } {
  const targets =
    connectorId === 0 ? bank.connectors : bank.connectors.filter((c) => c.connectorId === connectorId);
  if (targets.length === 0) return { status: 'Rejected', changed: [] };
  const inoperative = type === 'Inoperative';
  const changed: number[] = [];
  if (connectorId === 0 && bank.operative === inoperative) {
    bank.operative = !inoperative;
    changed.push(0);
  }
  let scheduled = false;
  for (const c of targets) {
    if (inoperative && c.transaction) {
      c.inoperativeWhenFree = true;
      scheduled = true;
      continue;
    }
    c.inoperativeWhenFree = false;
    c.operative = !inoperative;
    if (!c.transaction && c.status !== idleStatus(bank, c)) {
      c.status = idleStatus(bank, c);
      changed.push(c.connectorId);
    }
  }
  return { status: scheduled ? 'Scheduled' : 'Accepted', changed };
}

/** A transaction ended: a scheduled Inoperative takes effect now. */
export function applyScheduledAvailability(c: Connector): void {
  if (!c.inoperativeWhenFree) return;
  c.operative = false;
  c.inoperativeWhenFree = false;
}

/** What a connector shows at `at`: its status, its register (live during a transaction) and the car's state. */
export function connectorSnapshot(bank: ConnectorBank, c: Connector, at: Date): ConnectorSnapshot {
  const tx = c.transaction;
  const reading = tx ? readingAt(tx.session, at) : undefined;
  return {
    connectorId: c.connectorId,
    powerKw: c.powerKw,
    status: c.status,
    operative: c.operative && bank.operative,
    meterWh: tx && reading ? tx.meterStartWh + reading.energyWh : c.registerWh,
    transaction:
      tx && reading
        ? {
            transactionId: tx.transactionId ?? null,
            idTag: tx.idTag,
            startedAt: tx.session.startedAt.toISOString(),
            meterStartWh: tx.meterStartWh,
            socPercent: reading.socPercent,
            powerW: reading.powerW,
          }
        : null,
  };
}

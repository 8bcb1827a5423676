import type { OCPP16 } from 'typed-ocpp';
import { readingAt, type ChargeSession } from './car-charging';
import type { ConnectorErrorCode, ConnectorStatus } from './ocpp-actions';

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

/** A connector held for one idTag until its expiry (ReserveNow, OCPP 1.6 §5.13). */
export interface Reservation {
  reservationId: number;
  idTag: string;
  expiryDate: Date;
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
  /** Held for a driver (status Reserved): only that idTag may start here until the expiry. */
  reservation?: Reservation;
  /** The fault it reports (status Faulted) until it is cleared; unset when it works. */
  fault?: ConnectorErrorCode;
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
  /** The reservation holding it, if any. */
  reservation: { reservationId: number; idTag: string; expiryDate: string } | null;
  transaction: {
    transactionId: number | null;
    idTag: string;
    startedAt: string;
    meterStartWh: number;
    socPercent: number;
    powerW: number;
  } | null;
}

/**
 * The status of a connector with no transaction: Faulted while it reports a fault, Unavailable when it or the
 * charge point is inoperative, Reserved while a reservation holds it, else Available.
 */
export function idleStatus(bank: ConnectorBank, c: Connector): ConnectorStatus {
  if (c.fault) return 'Faulted';
  if (!c.operative || !bank.operative) return 'Unavailable';
  return c.reservation ? 'Reserved' : 'Available';
}

/**
 * The connector a new transaction for `idTag` would use: the one asked for when it is free for that idTag
 * (Available, or Reserved for that idTag; operative, no transaction), else, when none is asked for, the one
 * reserved for the idTag or the first Available one. A reserved connector refuses every other idTag (§5.13).
 */
export function connectorForStart(
  bank: ConnectorBank,
  connectorId?: number,
  idTag?: string,
): Connector | undefined {
  const usable = (c: Connector) => c.operative && bank.operative && !c.transaction && !c.fault;
  const heldFor = (c: Connector) =>
    usable(c) && c.status === 'Reserved' && idTag !== undefined && c.reservation?.idTag === idTag;
  const available = (c: Connector) => usable(c) && c.status === 'Available' && !c.reservation;
  if (connectorId === undefined) return bank.connectors.find(heldFor) ?? bank.connectors.find(available);
  const c = bank.connectors.find((x) => x.connectorId === connectorId);
  return c && (available(c) || heldFor(c)) ? c : undefined;
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
    // A connector set Unavailable ends its reservation (§5.13).
    if (inoperative) c.reservation = undefined;
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
    reservation: c.reservation
      ? {
          reservationId: c.reservation.reservationId,
          idTag: c.reservation.idTag,
          expiryDate: c.reservation.expiryDate.toISOString(),
        }
      : null,
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

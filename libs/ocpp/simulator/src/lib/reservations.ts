import type { OCPP16 } from 'typed-ocpp';
import { idleStatus, type Connector, type ConnectorBank } from './connectors';
import type { ConnectorErrorCode } from './ocpp-actions';

type ReserveNowStatus = OCPP16.ReserveNowResponse['status'];

/** Statuses of a connector in use by a driver (OCPP 1.6 §7.7): a reservation there is Occupied. */
const IN_USE = new Set(['Preparing', 'Charging', 'SuspendedEV', 'SuspendedEVSE', 'Finishing']);

const holding = (bank: ConnectorBank, reservationId: number) =>
  bank.connectors.find((c) => c.reservation?.reservationId === reservationId);

/** Why a connector cannot be reserved now, as ReserveNow answers it; null when it can. */
function refusalOf(bank: ConnectorBank, c: Connector, reservationId: number): ReserveNowStatus | null {
  if (c.fault) return 'Faulted';
  if (!c.operative || !bank.operative) return 'Unavailable';
  const heldByOther = c.reservation !== undefined && c.reservation.reservationId !== reservationId;
  if (c.transaction || heldByOther || IN_USE.has(c.status)) return 'Occupied';
  return null;
}

/**
 * ReserveNow (§5.13) on a simulator that does not reserve connector 0 (ReserveConnectorZeroSupported is
 * false): Rejected for connector 0, a connector it does not have, or an expiry already past; Faulted,
 * Unavailable or Occupied (in use, or held by another reservation) as the connector stands; else Accepted and
 * the connector is Reserved for the idTag. The same reservationId replaces the earlier reservation, wherever
 * it was. Answers the status and the connectors whose status changed now (to report).
 */
export function reserveNow(
  bank: ConnectorBank,
  req: Pick<OCPP16.ReserveNowRequest, 'connectorId' | 'idTag' | 'expiryDate' | 'reservationId'>,
  now: Date,
): { status: ReserveNowStatus; changed: number[] } {
  const refused = (status: ReserveNowStatus) => ({ status, changed: [] });
  const target = bank.connectors.find((c) => c.connectorId === req.connectorId);
  const expiryDate = new Date(req.expiryDate);
  if (req.connectorId === 0 || !target || !(expiryDate.getTime() > now.getTime())) return refused('Rejected');
  const refusal = refusalOf(bank, target, req.reservationId);
  if (refusal) return refused(refusal);
  const changed: number[] = [];
  const earlier = holding(bank, req.reservationId);
  if (earlier && earlier !== target) changed.push(...release(bank, earlier));
  target.reservation = { reservationId: req.reservationId, idTag: req.idTag, expiryDate };
  if (target.status !== 'Reserved') {
    target.status = 'Reserved';
    changed.push(target.connectorId);
  }
  return { status: 'Accepted', changed };
}

/** CancelReservation (§5.1): Accepted and the connector freed when the reservation is held here, else Rejected. */
export function cancelReservation(
  bank: ConnectorBank,
  reservationId: number,
): { status: OCPP16.CancelReservationResponse['status']; changed: number[] } {
  const c = holding(bank, reservationId);
  return c ? { status: 'Accepted', changed: release(bank, c) } : { status: 'Rejected', changed: [] };
}

/** The reservation's expiry has come (§5.13): the connector is free again. The connectors whose status changed. */
export function expireReservation(bank: ConnectorBank, reservationId: number, now: Date): number[] {
  const c = holding(bank, reservationId);
  if (!c?.reservation || c.reservation.expiryDate.getTime() > now.getTime()) return [];
  return release(bank, c);
}

/**
 * A transaction starts on the connector for `idTag`: a reservation of that idTag there ends, and its id goes
 * into StartTransaction (§4.8). Undefined when none did.
 */
export function takeReservation(c: Connector, idTag: string): number | undefined {
  if (c.reservation?.idTag !== idTag) return undefined;
  const { reservationId } = c.reservation;
  c.reservation = undefined;
  return reservationId;
}

/**
 * The connector reports a fault (Faulted, ending its reservation, §5.13) or, with null, works again. Not
 * while a transaction runs on it. Whether its status or fault changed (to report).
 */
export function setFault(
  bank: ConnectorBank,
  connectorId: number,
  fault: ConnectorErrorCode | null,
): boolean {
  const c = bank.connectors.find((x) => x.connectorId === connectorId);
  if (!c || c.transaction) return false;
  const before = { status: c.status, fault: c.fault };
  c.fault = fault ?? undefined;
  if (fault) c.reservation = undefined;
  c.status = idleStatus(bank, c);
  return c.status !== before.status || c.fault !== before.fault;
}

function release(bank: ConnectorBank, c: Connector): number[] {
  c.reservation = undefined;
  if (c.transaction) return [];
  const status = idleStatus(bank, c);
  if (c.status === status) return [];
  c.status = status;
  return [c.connectorId];
}

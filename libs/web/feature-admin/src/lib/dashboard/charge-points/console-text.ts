import { bookingReference, formatInr, NOT_AVAILABLE_DASH } from '@chargesetu/shared/domain';
import type {
  AdminChargingSession,
  SessionFlagReason,
  AuditEntry,
  ChargerCounts,
  ConsoleAction,
  ConsoleTransaction,
} from '@chargesetu/shared/contracts';

/** What the console shows for a figure it does not have. */
export const UNKNOWN = 'Unknown';

/** An action asked of one charger, before it is confirmed. */
export type PendingAction =
  | { kind: 'Reset'; chargePointId: string; type: 'Soft' | 'Hard' }
  | { kind: 'UnlockConnector'; chargePointId: string; connectorId: number }
  | { kind: 'TriggerStatus'; chargePointId: string }
  | { kind: 'RemoteStop'; chargePointId: string; transactionId: string };

/** The confirmation's title, sentence and button. */
export function actionQuestion(a: PendingAction): { title: string; text: string; confirm: string } {
  switch (a.kind) {
    case 'Reset':
      return a.type === 'Hard'
        ? {
            title: `Hard reset ${a.chargePointId}?`,
            text: 'The charger restarts at once: any session on it stops.',
            confirm: 'Hard reset',
          }
        : {
            title: `Soft reset ${a.chargePointId}?`,
            text: 'The charger ends its sessions properly, then restarts.',
            confirm: 'Soft reset',
          };
    case 'UnlockConnector':
      return {
        title: `Unlock connector ${a.connectorId} of ${a.chargePointId}?`,
        text: 'The cable is released; a session on this connector stops.',
        confirm: 'Unlock',
      };
    case 'TriggerStatus':
      return {
        title: `Ask ${a.chargePointId} for its status?`,
        text: 'The charger sends the status of every connector now.',
        confirm: 'Ask for status',
      };
    case 'RemoteStop':
      return {
        title: `Stop transaction ${a.transactionId} on ${a.chargePointId}?`,
        text: 'The charger ends the session; the driver is billed for the energy delivered so far.',
        confirm: 'Stop session',
      };
  }
}

const DONE: Record<PendingAction['kind'], string> = {
  Reset: 'will restart',
  UnlockConnector: 'unlocked the connector',
  TriggerStatus: 'is sending its status',
  RemoteStop: 'is stopping the session',
};

/** What the charger's answer means, as a toast: Accepted (or Unlocked) is success, anything else a warning. */
export function actionAnswer(
  a: PendingAction,
  status: string,
): { severity: 'success' | 'warning'; message: string } {
  if (status === 'Accepted' || status === 'Unlocked')
    return { severity: 'success', message: `${a.chargePointId} ${DONE[a.kind]}` };
  return { severity: 'warning', message: `${a.chargePointId} answered ${status}` };
}

/** The action's name in the audit log. */
export const ACTION_NAMES: Record<ConsoleAction, string> = {
  RemoteStop: 'Remote stop',
  ChangeAvailability: 'Change availability',
  Reset: 'Reset',
  TriggerStatus: 'Trigger status',
  UnlockConnector: 'Unlock connector',
};

/** An audit row's parameters in words: "Hard", "connector 1, Inoperative", "transaction 12"; "—" when none. */
export function auditParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  if (params['type'] !== undefined) parts.push(String(params['type']));
  if (params['connectorId'] !== undefined) parts.push(`connector ${String(params['connectorId'])}`);
  if (params['transactionId'] !== undefined) parts.push(`transaction ${String(params['transactionId'])}`);
  return parts.length ? parts.join(', ') : '—';
}

/** An audit row's result: the charger's answer, or "Failed: <the error>". */
export function auditResult(e: Pick<AuditEntry, 'outcome' | 'answer' | 'error'>): string {
  return e.outcome === 'ok' ? (e.answer ?? UNKNOWN) : `Failed: ${e.error ?? UNKNOWN}`;
}

/** Energy as "12.345 kWh", "Unknown" when the charger has not reported it. */
export function energyText(kwh: number | null): string {
  return kwh === null
    ? UNKNOWN
    : `${kwh.toLocaleString('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} kWh`;
}

/** The transactions' summary line: "2 live sessions, 5 ended in the last 24 h". */
export function transactionsLine(list: readonly Pick<ConsoleTransaction, 'open'>[]): string {
  const live = list.filter((t) => t.open).length;
  const ended = list.length - live;
  return `${live} live ${live === 1 ? 'session' : 'sessions'}, ${ended} ended in the last 24 h`;
}

/** The count chips' labels, in order. */
export function countLabels(
  c: ChargerCounts,
): Array<{ key: 'online' | 'offline' | 'faulted'; label: string }> {
  return [
    { key: 'online', label: `${c.online} online` },
    { key: 'offline', label: `${c.offline} offline` },
    { key: 'faulted', label: `${c.faulted} faulted` },
  ];
}

/** The key a charger transaction and its charging session share: the charge point and its transaction id. */
export const transactionKey = (chargePointId: string, transactionId: string) =>
  `${chargePointId}:${transactionId}`;

/** The charging sessions on chargers connected over OCPP, by {@link transactionKey} (the estimate's have none). */
export function sessionsByTransaction<
  S extends Pick<AdminChargingSession, 'chargePointId' | 'transactionId'>,
>(sessions: readonly S[]): Map<string, S> {
  const byKey = new Map<string, S>();
  for (const s of sessions) {
    if (s.chargePointId !== null && s.transactionId !== null)
      byKey.set(transactionKey(s.chargePointId, s.transactionId), s);
  }
  return byKey;
}

/**
 * A transaction's revenue: its charging session's cost ("₹24.60", the energy at the booking's price before the
 * platform fee and GST; so far while it runs). "—" when no session of the platform is known for it (one the
 * platform did not start, or the sessions could not be read): unknown, never ₹0.
 */
export function revenueText(session: Pick<AdminChargingSession, 'cost'> | undefined): string {
  return session === undefined ? NOT_AVAILABLE_DASH : formatInr(session.cost);
}

/** Why a session was closed on its last meter reading, in the operator's words. */
export const FLAG_TEXT: Record<SessionFlagReason, string> = {
  no_stop_after_grace: 'no StopTransaction after the grace period',
  stop_rejected: 'the charger refused the stop',
  charger_unreachable: 'charger unreachable at Stop',
};

/**
 * What the console says of a transaction's platform session: its booking, whether it was closed without the
 * charger's StopTransaction (flagged), and its idle minutes with the idle fee when that is on; "—" when none.
 */
export function sessionNote(
  session: Pick<AdminChargingSession, 'bookingId' | 'flag' | 'idleMinutes' | 'idleFee'> | undefined,
): string {
  if (session === undefined) return NOT_AVAILABLE_DASH;
  const parts = [`Booking ${bookingReference(session.bookingId)}`];
  if (session.flag) parts.push(`Flagged: closed on the last reading (${FLAG_TEXT[session.flag.reason]})`);
  if (session.idleMinutes > 0) {
    const fee = session.idleFee === null ? '' : `, fee ${formatInr(session.idleFee)}`;
    parts.push(`Idle ${session.idleMinutes} min${fee}`);
  }
  return parts.join(' · ');
}

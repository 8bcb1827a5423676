import { bookingReference, NOT_AVAILABLE_DASH } from '@chargesetu/shared/domain';
import { formatFixed, formatInr, translate } from '@chargesetu/web/i18n';
import type {
  AdminChargingSession,
  SessionFlagReason,
  AuditEntry,
  ChargerCounts,
  ConsoleAction,
  ConsoleTransaction,
} from '@chargesetu/shared/contracts';

/** What the console shows for a figure it does not have, in the language shown. */
export const unknownText = (): string => translate('admin:commands.unknown');

/** An action asked of one charger, before it is confirmed. */
export type PendingAction =
  | { kind: 'Reset'; chargePointId: string; type: 'Soft' | 'Hard' }
  | { kind: 'UnlockConnector'; chargePointId: string; connectorId: number }
  | { kind: 'TriggerStatus'; chargePointId: string }
  | { kind: 'RemoteStop'; chargePointId: string; transactionId: string };

/** The confirmation's title, sentence and button. */
export function actionQuestion(a: PendingAction): { title: string; text: string; confirm: string } {
  const id = a.chargePointId;
  switch (a.kind) {
    case 'Reset':
      return a.type === 'Hard'
        ? {
            title: translate('admin:console.hardResetTitle', { id }),
            text: translate('admin:console.hardResetText'),
            confirm: translate('admin:console.hardReset'),
          }
        : {
            title: translate('admin:console.softResetTitle', { id }),
            text: translate('admin:console.softResetText'),
            confirm: translate('admin:console.softReset'),
          };
    case 'UnlockConnector':
      return {
        title: translate('admin:console.unlockTitle', { connector: a.connectorId, id }),
        text: translate('admin:console.unlockText'),
        confirm: translate('admin:console.unlock'),
      };
    case 'TriggerStatus':
      return {
        title: translate('admin:console.triggerTitle', { id }),
        text: translate('admin:console.triggerText'),
        confirm: translate('admin:console.askStatus'),
      };
    case 'RemoteStop':
      return {
        title: translate('admin:console.stopTitle', { transaction: a.transactionId, id }),
        text: translate('admin:console.stopText'),
        confirm: translate('admin:console.stopSession'),
      };
  }
}

const DONE: Record<PendingAction['kind'], string> = {
  Reset: 'admin:console.done.reset',
  UnlockConnector: 'admin:console.done.unlock',
  TriggerStatus: 'admin:console.done.trigger',
  RemoteStop: 'admin:console.done.stop',
};

/** What the charger's answer means, as a toast: Accepted (or Unlocked) is success, anything else a warning. */
export function actionAnswer(
  a: PendingAction,
  status: string,
): { severity: 'success' | 'warning'; message: string } {
  if (status === 'Accepted' || status === 'Unlocked')
    return { severity: 'success', message: translate(DONE[a.kind], { id: a.chargePointId }) };
  return {
    severity: 'warning',
    message: translate('admin:commands.answered', { id: a.chargePointId, status }),
  };
}

const ACTION_KEYS: Record<ConsoleAction, string> = {
  RemoteStop: 'admin:console.actions.remoteStop',
  ChangeAvailability: 'admin:console.actions.changeAvailability',
  Reset: 'admin:console.actions.reset',
  TriggerStatus: 'admin:console.actions.triggerStatus',
  UnlockConnector: 'admin:console.actions.unlockConnector',
};

/** The action's name in the audit log, in the language shown. */
export const actionName = (action: ConsoleAction): string => translate(ACTION_KEYS[action]);

/** An audit row's parameters in words: "Hard", "connector 1, Inoperative", "transaction 12"; "—" when none. */
export function auditParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  if (params['type'] !== undefined) parts.push(String(params['type']));
  if (params['connectorId'] !== undefined)
    parts.push(translate('admin:console.paramConnector', { value: String(params['connectorId']) }));
  if (params['transactionId'] !== undefined)
    parts.push(translate('admin:console.paramTransaction', { value: String(params['transactionId']) }));
  return parts.length ? parts.join(', ') : '—';
}

/** An audit row's result: the charger's answer, or "Failed: <the error>". */
export function auditResult(e: Pick<AuditEntry, 'outcome' | 'answer' | 'error'>): string {
  return e.outcome === 'ok'
    ? (e.answer ?? unknownText())
    : translate('admin:console.failed', { error: e.error ?? unknownText() });
}

/** Energy as "12.345 kWh", "Unknown" when the charger has not reported it. */
export function energyText(kwh: number | null): string {
  return kwh === null
    ? unknownText()
    : `${formatFixed(kwh, 3)} kWh`;
}

/** The transactions' summary line: "2 live sessions, 5 ended in the last 24 h". */
export function transactionsLine(list: readonly Pick<ConsoleTransaction, 'open'>[]): string {
  const live = list.filter((t) => t.open).length;
  const ended = list.length - live;
  return translate('admin:console.transactionsLine', { count: live, ended });
}

/** The count chips' labels, in order. */
export function countLabels(
  c: ChargerCounts,
): Array<{ key: 'online' | 'offline' | 'faulted'; label: string }> {
  return [
    { key: 'online', label: translate('admin:console.countOnline', { n: c.online }) },
    { key: 'offline', label: translate('admin:console.countOffline', { n: c.offline }) },
    { key: 'faulted', label: translate('admin:console.countFaulted', { n: c.faulted }) },
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

/** Why a session was closed on its last meter reading, in the operator's words (keys of the text). */
const FLAG_TEXT: Record<SessionFlagReason, string> = {
  no_stop_after_grace: 'admin:console.flag.noStop',
  stop_rejected: 'admin:console.flag.rejected',
  charger_unreachable: 'admin:console.flag.unreachable',
};

/**
 * What the console says of a transaction's platform session: its booking, whether it was closed without the
 * charger's StopTransaction (flagged), and its idle minutes with the idle fee when that is on; "—" when none.
 */
export function sessionNote(
  session: Pick<AdminChargingSession, 'bookingId' | 'flag' | 'idleMinutes' | 'idleFee'> | undefined,
): string {
  if (session === undefined) return NOT_AVAILABLE_DASH;
  const parts = [translate('admin:console.booking', { ref: bookingReference(session.bookingId) })];
  if (session.flag)
    parts.push(translate('admin:console.flagged', { reason: translate(FLAG_TEXT[session.flag.reason]) }));
  if (session.idleMinutes > 0) {
    parts.push(
      session.idleFee === null
        ? translate('admin:console.idle', { minutes: session.idleMinutes })
        : translate('admin:console.idleFee', {
            minutes: session.idleMinutes,
            fee: formatInr(session.idleFee),
          }),
    );
  }
  return parts.join(' · ');
}

import type { CommandStatus, ConsoleAction } from '@chargesetu/shared/contracts';
import type { OcppDeps } from '../deps';
import type { CommandAuditRepository } from '../repositories/command-audit.repository';

/** The administrator taking an action (from their token). */
export interface ActingAdmin {
  id: number;
  username: string;
}

export interface ActionRequest {
  admin: ActingAdmin;
  chargePointId: string;
  action: ConsoleAction;
  params: Record<string, unknown>;
}

/**
 * Takes one console action on a charger and writes its audit row in the same request, whatever came of
 * it: the charger's answer, or the error the administrator is shown (which is then thrown on).
 */
export async function auditedAction(
  deps: Pick<OcppDeps, 'now'> & { audit: CommandAuditRepository },
  req: ActionRequest,
  act: () => Promise<CommandStatus>,
): Promise<CommandStatus> {
  const base = {
    adminUserId: req.admin.id,
    adminUsername: req.admin.username,
    chargePointId: req.chargePointId,
    action: req.action,
    params: req.params,
  };
  let answer: CommandStatus;
  try {
    answer = await act();
  } catch (err) {
    await deps.audit.record({
      ...base,
      at: deps.now(),
      outcome: 'error',
      answer: null,
      error: (err as Error).message,
    });
    throw err;
  }
  await deps.audit.record({ ...base, at: deps.now(), outcome: 'ok', answer: answer.status, error: null });
  return { status: answer.status };
}

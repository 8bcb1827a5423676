import { REMOTE_START_TIMEOUT_SECONDS, type ChargingStatus } from '@chargesetu/shared/contracts';

/** Shown while a charger has not confirmed a start (the charging page, the dashboard's cards). */
export const WAITING_FOR_CHARGER_TEXT = `Waiting for the charger to start… (up to ${REMOTE_START_TIMEOUT_SECONDS} seconds)`;

/** The toast after a start or stop, from the status the server answered. */
export interface ControlResult {
  severity: 'success' | 'info' | 'warning';
  title: string;
  description?: string;
}

/**
 * A start is only "started" once the session is active: with a real charger the answer is usually
 * `starting` (the charger was asked and has not confirmed), and a charger that refused at once leaves it
 * `pending` with a notice. A stop is "stopped" once completed; a charger still finishing keeps it active.
 */
export function controlResult(kind: 'start' | 'stop', answer: ChargingStatus): ControlResult {
  if (kind === 'start') {
    if (answer.status === 'active')
      return { severity: 'success', title: 'Charging session started successfully' };
    if (answer.status === 'starting')
      return {
        severity: 'info',
        title: 'Charger asked to start',
        description: 'Charging begins once the charger confirms.',
      };
    return { severity: 'warning', title: 'Charging did not start', ...described(answer.notice) };
  }
  if (answer.status === 'completed')
    return { severity: 'success', title: 'Charging session stopped successfully' };
  return {
    severity: 'info',
    title: 'Charger asked to stop',
    description: 'The session ends once the charger confirms.',
  };
}

const described = (notice: string | null) => (notice ? { description: notice } : {});

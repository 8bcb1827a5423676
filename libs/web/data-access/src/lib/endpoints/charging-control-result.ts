import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';

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
 * In the language shown; the charger's notice is the server's own words.
 */
export function controlResult(kind: 'start' | 'stop', answer: ChargingStatus): ControlResult {
  if (kind === 'start') {
    if (answer.status === 'active')
      return { severity: 'success', title: translate('charging:control.started') };
    if (answer.status === 'starting')
      return {
        severity: 'info',
        title: translate('charging:control.startAsked'),
        description: translate('charging:control.startAskedText'),
      };
    return {
      severity: 'warning',
      title: translate('charging:control.startFailed'),
      ...described(answer.notice),
    };
  }
  if (answer.status === 'completed')
    return { severity: 'success', title: translate('charging:control.stopped') };
  return {
    severity: 'info',
    title: translate('charging:control.stopAsked'),
    description: translate('charging:control.stopAskedText'),
  };
}

const described = (notice: string | null) => (notice ? { description: notice } : {});

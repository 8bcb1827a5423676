import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { REMOTE_START_TIMEOUT_SECONDS } from '@chargesetu/shared/contracts';
import { NOT_AVAILABLE_DASH } from '@chargesetu/shared/domain';
import { formatFixed, formatInr, translate } from '@chargesetu/web/i18n';

/** What the dashboard's charging cards show, already formatted. */
export interface SessionFigures {
  /**
   * Battery state of charge, 0-100; null when it is not known (the charger does not report it, or the
   * status has not answered yet): no bar is drawn then.
   */
  batteryPercent: number | null;
  battery: string;
  timeRemaining: string;
  energy: string;
  power: string;
  cost: string;
}

const kwh = (n: number) => `${formatFixed(n, 1)} kWh`;
const kw = (n: number) => `${formatFixed(n, 1)} kW`;

/** A real session from GET /api/charging/:bookingId/status; dashes (and no bar) until the first answer. */
export function liveFigures(status: ChargingStatus | undefined): SessionFigures {
  if (!status) {
    return {
      batteryPercent: null,
      battery: NOT_AVAILABLE_DASH,
      timeRemaining: NOT_AVAILABLE_DASH,
      energy: NOT_AVAILABLE_DASH,
      power: NOT_AVAILABLE_DASH,
      cost: NOT_AVAILABLE_DASH,
    };
  }
  // Many AC chargers cannot read the car's level: then it is unknown, not a made-up figure.
  const battery =
    status.batteryPercentage === null
      ? null
      : Math.min(100, Math.max(0, Math.round(status.batteryPercentage)));
  return {
    batteryPercent: battery,
    battery: battery === null ? translate('dashboard:figures.unknown') : `${battery}%`,
    timeRemaining: translate('dashboard:figures.minutes', {
      count: Math.max(0, Math.round(status.timeRemaining)),
    }),
    energy: kwh(status.energyDelivered),
    power: kw(status.currentPower),
    cost: formatInr(status.costSoFar),
  };
}

/**
 * What the driver must know about a live session, beside its figures: the service's notice (a start the
 * charger did not confirm, a stop it is still finishing), or that the charger has not confirmed the start
 * yet (its figures stay at zero until it does). Null when there is nothing to say.
 */
export function liveNote(status: ChargingStatus | undefined): string | null {
  if (status?.notice) return status.notice;
  if (status?.status === 'starting')
    return translate('dashboard:figures.waiting', { seconds: REMOTE_START_TIMEOUT_SECONDS });
  return null;
}

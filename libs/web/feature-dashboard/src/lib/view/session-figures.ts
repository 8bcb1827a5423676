import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { formatInr, NOT_AVAILABLE_DASH } from '@chargesetu/shared/domain';
import { SAMPLE_SESSION } from './sample-session';

/** What the dashboard's charging cards show, already formatted. */
export interface SessionFigures {
  /** Battery state of charge, 0-100. */
  batteryPercent: number;
  /** The level charging aims for; the API has none, so only the sample shows one. */
  targetPercent: number | null;
  battery: string;
  timeRemaining: string;
  energy: string;
  power: string;
  cost: string;
}

const kwh = (n: number) => `${n.toFixed(1)} kWh`;
const kw = (n: number) => `${n.toFixed(1)} kW`;

/** The fixed sample session of docs/product.md §3: 42% toward 80%, 24 min, 16.8 kWh, 48.2 kW, cost 234. */
export function sampleFigures(): SessionFigures {
  return {
    batteryPercent: SAMPLE_SESSION.batteryPercent,
    targetPercent: SAMPLE_SESSION.targetPercent,
    battery: `${SAMPLE_SESSION.batteryPercent}%`,
    timeRemaining: `${SAMPLE_SESSION.minutesRemaining} min`,
    energy: kwh(SAMPLE_SESSION.energyKwh),
    power: kw(SAMPLE_SESSION.powerKw),
    cost: formatInr(SAMPLE_SESSION.cost),
  };
}

/** A real session from GET /api/charging/:bookingId/status; dashes until the first answer. */
export function liveFigures(status: ChargingStatus | undefined): SessionFigures {
  if (!status) {
    return {
      batteryPercent: 0,
      targetPercent: null,
      battery: NOT_AVAILABLE_DASH,
      timeRemaining: NOT_AVAILABLE_DASH,
      energy: NOT_AVAILABLE_DASH,
      power: NOT_AVAILABLE_DASH,
      cost: NOT_AVAILABLE_DASH,
    };
  }
  const battery = Math.min(100, Math.max(0, Math.round(status.batteryPercentage)));
  return {
    batteryPercent: battery,
    targetPercent: null,
    battery: `${battery}%`,
    timeRemaining: `${Math.max(0, Math.round(status.timeRemaining))} min`,
    energy: kwh(status.energyDelivered),
    power: kw(status.currentPower),
    cost: formatInr(status.costSoFar),
  };
}

import { parseMoney } from '../money/money';
import { round2 } from '../money/round';
import { toDate, type Instant } from '../time/ist';
import { sessionMaxMinutes, simulatedMinutesAt, type ChargingSessionParams } from './charging-session';

/**
 * A session on a charger connected over OCPP: the charger's meter says how much energy went into the car,
 * the booked window says how long it may run. Nothing here is simulated: the figures are the meter's, the
 * time is the clock's (scaled like every session, so a demo's half hour still lasts 30 s at scale 60).
 */

/** kWh delivered, 2 decimals, from the meter's Wh since the transaction started (never negative). */
export function meteredEnergyKwh(energyWh: number | null | undefined): number {
  return typeof energyWh === 'number' && Number.isFinite(energyWh) ? round2(Math.max(0, energyWh) / 1000) : 0;
}

/**
 * What the energy costs: kWh × price, 2 decimals, never more than the prepaid amount (the driver paid the
 * estimate before charging and is never charged beyond it; a meter that reads more is the operator's to
 * review). Without a prepaid amount the cost is not capped.
 */
export function meteredCost(
  energyKwh: number,
  pricePerKwh: number | string,
  prepaid: number | string | null,
): number {
  const cost = round2(energyKwh * parseMoney(pricePerKwh));
  return prepaid === null ? cost : Math.min(cost, parseMoney(prepaid));
}

/** The wall-clock instant the session's booked time is used up (the charger is then asked to stop). */
export function sessionTimeUpAt(p: ChargingSessionParams): Date {
  const scale =
    p.timeScale !== undefined && Number.isFinite(p.timeScale) && p.timeScale > 0 ? p.timeScale : 1;
  return new Date(toDate(p.startedAt).getTime() + Math.ceil((sessionMaxMinutes(p) / scale) * 60_000));
}

/** How far through its booked time a session is at `at`: percent (0-100, 2 decimals) and whole minutes left. */
export function bookedProgressAt(
  p: ChargingSessionParams,
  at: Instant,
): { percentComplete: number; timeRemainingMinutes: number } {
  const max = sessionMaxMinutes(p);
  const elapsed = Math.min(max, simulatedMinutesAt(p, at));
  return {
    percentComplete: max > 0 ? round2((elapsed / max) * 100) : 100,
    timeRemainingMinutes: Math.max(0, Math.ceil(max - elapsed - 1e-9)),
  };
}

import type { OCPP16 } from '@chargesetu/ocpp/protocol';

type SampledValue = OCPP16.MeterValuesRequest['meterValue'][number]['sampledValue'][number];

/** What a meter value says, normalised: energy register in Wh, power in W, state of charge in percent. */
export interface MeterReading {
  meterWh: number | null;
  powerW: number | null;
  socPercent: number | null;
}

const ENERGY = 'Energy.Active.Import.Register';
const POWER = 'Power.Active.Import';
const SOC = 'SoC';

/** Scale of a unit to the base one (Wh, W, Percent); undefined for a unit that cannot be this measurand. */
const SCALE: Record<string, Record<string, number>> = {
  [ENERGY]: { Wh: 1, kWh: 1000 },
  [POWER]: { W: 1, kW: 1000 },
  [SOC]: { Percent: 1 },
};
/** OCPP 1.6 §7.45: an absent unit is Wh, an absent measurand the energy register. */
const DEFAULT_UNIT: Record<string, string> = { [ENERGY]: 'Wh', [POWER]: 'W', [SOC]: 'Percent' };

/**
 * The value of one measurand: the total when the charger gives one (no phase), otherwise the sum of its
 * line phases (L1, L2, L3, or line-to-neutral L1-N …; never the line-to-line L1-L2 … voltages), in base
 * units. Signed values and numbers that do not parse are left out; null when nothing is left.
 */
function measure(values: readonly SampledValue[], measurand: string): number | null {
  const scaled = values
    .filter((v) => (v.measurand ?? ENERGY) === measurand && v.format !== 'SignedData')
    .map((v) => {
      const factor = SCALE[measurand][v.unit ?? DEFAULT_UNIT[measurand]];
      const n = Number(v.value);
      return factor === undefined || v.value.trim() === '' || !Number.isFinite(n)
        ? null
        : { phase: v.phase, value: n * factor };
    })
    .filter((v): v is { phase: SampledValue['phase']; value: number } => v !== null);
  const total = scaled.find((v) => v.phase === undefined);
  if (total) return total.value;
  const perPhase = scaled.filter((v) => v.phase === 'L1' || v.phase === 'L2' || v.phase === 'L3' || v.phase?.endsWith('-N'));
  return perPhase.length > 0 ? perPhase.reduce((sum, v) => sum + v.value, 0) : null;
}

/** Normalises one meterValue entry's sampled values (docs/architecture.md §7: Wh and kWh by unit, phases summed). */
export function meterReading(values: readonly SampledValue[]): MeterReading {
  return { meterWh: measure(values, ENERGY), powerW: measure(values, POWER), socPercent: measure(values, SOC) };
}

import type { MeterReading } from './car-charging';
import type { MeterValue, SampledValue } from './ocpp-actions';

export type ReadingContext = NonNullable<SampledValue['context']>;

/** The measurands every reading reports (the MeterValuesSampledData the simulator announces). */
export const SAMPLED_MEASURANDS = ['Energy.Active.Import.Register', 'Power.Active.Import', 'SoC'] as const;

/**
 * A reading as OCPP sampled values (§7.43): the connector's energy register (Wh, at the outlet), the power
 * being delivered (W) and the car's state of charge (Percent, measured at the EV).
 */
export function sampledValues(
  reading: MeterReading,
  registerWh: number,
  context: ReadingContext,
): SampledValue[] {
  return [
    {
      value: String(registerWh),
      context,
      measurand: 'Energy.Active.Import.Register',
      location: 'Outlet',
      unit: 'Wh',
    },
    {
      value: String(reading.powerW),
      context,
      measurand: 'Power.Active.Import',
      location: 'Outlet',
      unit: 'W',
    },
    { value: String(reading.socPercent), context, measurand: 'SoC', location: 'EV', unit: 'Percent' },
  ];
}

/** A connector with no car: only its energy register, and no power drawn. */
export function idleSampledValues(registerWh: number, context: ReadingContext): SampledValue[] {
  return [
    {
      value: String(registerWh),
      context,
      measurand: 'Energy.Active.Import.Register',
      location: 'Outlet',
      unit: 'Wh',
    },
    { value: '0', context, measurand: 'Power.Active.Import', location: 'Outlet', unit: 'W' },
  ];
}

export function meterValue(at: Date, sampledValue: SampledValue[]): MeterValue {
  return { timestamp: at.toISOString(), sampledValue };
}

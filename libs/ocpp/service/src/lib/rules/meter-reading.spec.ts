import { meterReading } from './meter-reading';

describe('meterReading (OCPP 1.6 sampled values normalised)', () => {
  it('reads an energy register without measurand or unit as Wh (the defaults)', () => {
    expect(meterReading([{ value: '1234' }])).toEqual({ meterWh: 1234, powerW: null, socPercent: null });
  });

  it('turns kWh into Wh and kW into W', () => {
    expect(
      meterReading([
        { value: '12.345', measurand: 'Energy.Active.Import.Register', unit: 'kWh' },
        { value: '7.2', measurand: 'Power.Active.Import', unit: 'kW' },
        { value: '56', measurand: 'SoC', unit: 'Percent', location: 'EV' },
      ]),
    ).toEqual({ meterWh: 12345, powerW: 7200, socPercent: 56 });
  });

  it('sums the phases when no total is given, and prefers a total when there is one', () => {
    const phases = [
      { value: '2000', measurand: 'Power.Active.Import', unit: 'W', phase: 'L1' },
      { value: '2100', measurand: 'Power.Active.Import', unit: 'W', phase: 'L2' },
      { value: '1900', measurand: 'Power.Active.Import', unit: 'W', phase: 'L3' },
    ] as const;
    expect(meterReading([...phases]).powerW).toBe(6000);
    expect(meterReading([...phases, { value: '6100', measurand: 'Power.Active.Import', unit: 'W' }]).powerW).toBe(6100);
    expect(
      meterReading([
        { value: '1.5', measurand: 'Energy.Active.Import.Register', unit: 'kWh', phase: 'L1-N' },
        { value: '1.5', measurand: 'Energy.Active.Import.Register', unit: 'kWh', phase: 'L2-N' },
      ]).meterWh,
    ).toBe(3000);
  });

  it('leaves out what cannot be read: signed data, non-numbers, a unit foreign to the measurand, other measurands', () => {
    expect(
      meterReading([
        { value: 'abc' },
        { value: '10', format: 'SignedData' },
        { value: '10', measurand: 'Energy.Active.Import.Register', unit: 'A' },
        { value: '16', measurand: 'Current.Import', unit: 'A' },
        { value: '', measurand: 'SoC', unit: 'Percent' },
      ]),
    ).toEqual({ meterWh: null, powerW: null, socPercent: null });
  });
});

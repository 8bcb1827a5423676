import { METER_INTERVAL_MESSAGE, meterIntervalSchema, meterIntervalValues } from './meter-interval.schema';

describe('meter interval schema', () => {
  it('accepts whole seconds from 5 to 3600', async () => {
    for (const seconds of [5, 60, 3600]) {
      await expect(meterIntervalSchema.validate({ seconds })).resolves.toEqual({ seconds });
    }
  });

  it('refuses anything else with one message', async () => {
    for (const seconds of [4, 3601, 2.5, '']) {
      await expect(meterIntervalSchema.validate({ seconds })).rejects.toThrow(METER_INTERVAL_MESSAGE());
    }
  });

  it("prefills the charger's value when it is a whole number", () => {
    expect(meterIntervalValues('60')).toEqual({ seconds: 60 });
    expect(meterIntervalValues(null)).toEqual({ seconds: '' });
    expect(meterIntervalValues('fast')).toEqual({ seconds: '' });
  });
});

import { Configuration } from './configuration';

const make = (onChange = jest.fn()) =>
  new Configuration(
    {
      HeartbeatInterval: 300,
      MeterValueSampleInterval: 10,
      TransactionMessageAttempts: 3,
      TransactionMessageRetryInterval: 10,
    },
    2,
    onChange,
  );

describe('Configuration', () => {
  it('lists every key when none is asked for', () => {
    const keys = make().read().configurationKey ?? [];
    expect(keys).toEqual(
      expect.arrayContaining([
        { key: 'HeartbeatInterval', readonly: false, value: '300' },
        { key: 'MeterValueSampleInterval', readonly: false, value: '10' },
        { key: 'NumberOfConnectors', readonly: true, value: '2' },
      ]),
    );
  });

  it('answers the known keys (any case) and names the unknown ones', () => {
    expect(make().read(['heartbeatinterval', 'Nonsense'])).toEqual({
      configurationKey: [{ key: 'HeartbeatInterval', readonly: false, value: '300' }],
      unknownKey: ['Nonsense'],
    });
  });

  it('changes a writable key to a whole number in range, and says which changed', () => {
    const onChange = jest.fn();
    const config = make(onChange);
    expect(config.change('MeterValueSampleInterval', '30')).toBe('Accepted');
    expect(config.get('MeterValueSampleInterval')).toBe(30);
    expect(onChange).toHaveBeenCalledWith('MeterValueSampleInterval');
  });

  it('rejects a bad value or a read-only key, and does not support an unknown one', () => {
    const config = make();
    expect(config.change('HeartbeatInterval', 'soon')).toBe('Rejected');
    expect(config.change('HeartbeatInterval', '-5')).toBe('Rejected');
    expect(config.change('TransactionMessageAttempts', '0')).toBe('Rejected');
    expect(config.change('NumberOfConnectors', '9')).toBe('Rejected');
    expect(config.change('LightIntensity', '50')).toBe('NotSupported');
    expect(config.get('HeartbeatInterval')).toBe(300);
  });
});

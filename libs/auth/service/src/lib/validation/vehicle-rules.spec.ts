import { checkConnectorTypes, checkVehicle, knownConnector } from './vehicle-rules';

const valid = {
  make: 'Tata',
  model: 'Nexon EV',
  registrationNumber: 'MH 12 AB 1234',
  connectorTypes: ['CCS2'],
};

describe('knownConnector', () => {
  it.each([
    ['CCS2', 'CCS2'],
    ['ccs2', 'CCS2'],
    ['  Type   2 ', 'Type 2'],
    ['type 2 (mennekes)', 'Type 2 (Mennekes)'],
    ['Type 1 (J1772)', 'Type 1 (J1772)'],
    ['CCS Combo', 'CCS Combo'],
    ['gb/t', 'GB/T'],
    ['Mennekes', 'Type 2'],
    ['J1772', 'Type 1'],
  ])('keeps a known name %j as %j', (input, stored) => {
    expect(knownConnector(input)).toBe(stored);
  });

  it('refuses an unknown name, listing the choices', () => {
    expect(() => knownConnector('NACS')).toThrow(
      'Unknown connector type "NACS". Choose from CCS2, CHAdeMO, Type 2, Type 1, CCS Combo, GB/T.',
    );
  });
});

describe('checkConnectorTypes', () => {
  it('drops duplicates after normalising', () => {
    expect(checkConnectorTypes(['CCS2', 'ccs2', 'Type 2'])).toEqual(['CCS2', 'Type 2']);
  });

  it.each([[undefined], [null], [[]], [['  ']]])('when given %j, asks for at least one', (value) => {
    expect(() => checkConnectorTypes(value)).toThrow('Please select at least one connector type');
  });

  it('refuses something that is not a list of names', () => {
    expect(() => checkConnectorTypes('CCS2')).toThrow('Connector types must be a list of connector names');
  });
});

describe('checkVehicle', () => {
  it('trims text, turns empty optional fields into null and numbers into text', () => {
    expect(
      checkVehicle({ ...valid, make: ' Tata ', year: 2023, color: '', batteryCapacity: 40.5 }, false),
    ).toEqual({
      ...valid,
      year: '2023',
      color: null,
      batteryCapacity: '40.5',
    });
  });

  it('when partial, leaves unsent fields undefined (unchanged) but still checks sent ones', () => {
    expect(checkVehicle({ model: 'Punch EV' }, true)).toEqual({
      make: undefined,
      model: 'Punch EV',
      registrationNumber: undefined,
      connectorTypes: undefined,
      year: undefined,
      color: undefined,
      batteryCapacity: undefined,
    });
    expect(() => checkVehicle({ make: '' }, true)).toThrow('Make is required');
  });

  it.each([
    [{ year: '23' }, 'Year must be a year such as 2023'],
    [{ batteryCapacity: '0' }, 'Battery capacity must be a number of kWh, such as 40.5'],
    [{ batteryCapacity: '1000.01' }, 'Battery capacity must be a number of kWh, such as 40.5'],
    [{ batteryCapacity: '40.555' }, 'Battery capacity must be a number of kWh, such as 40.5'],
  ])('refuses %j with "%s"', (extra, message) => {
    expect(() => checkVehicle({ ...valid, ...extra }, false)).toThrow(message);
  });
});

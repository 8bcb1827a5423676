import { formatAddress, formatCityState, parseAddress } from './address';

const ADDRESS = { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

describe('parseAddress', () => {
  it('reads an object or a JSON string', () => {
    expect(parseAddress(ADDRESS)).toEqual(ADDRESS);
    expect(parseAddress(JSON.stringify(ADDRESS))).toEqual(ADDRESS);
  });

  it('fills missing parts with "" and reads numeric pincodes', () => {
    expect(parseAddress({ city: 'Pune', pincode: 411001 })).toEqual({
      street: '',
      city: 'Pune',
      state: '',
      pincode: '411001',
    });
  });

  it.each([[null], [undefined], ['Pune'], ['{broken'], [[ADDRESS]], [{ state: 'Goa' }], [42]])(
    'gives null for %p',
    (value) => {
      expect(parseAddress(value)).toBeNull();
    },
  );
});

describe('formatAddress', () => {
  it('is "street, city, state pincode"', () => {
    expect(formatAddress(ADDRESS)).toBe('12 MG Road, Bengaluru, Karnataka 560001');
  });

  it('leaves out missing parts', () => {
    expect(formatAddress({ street: '1 Ring Rd', city: 'Delhi' })).toBe('1 Ring Rd, Delhi');
    expect(formatAddress({ city: 'Delhi', pincode: '110001' })).toBe('Delhi, 110001');
  });

  it('says "Location unavailable" when unreadable', () => {
    expect(formatAddress('not json')).toBe('Location unavailable');
    expect(formatAddress(null)).toBe('Location unavailable');
  });
});

describe('formatCityState', () => {
  it('is "city, state"', () => {
    expect(formatCityState(ADDRESS)).toBe('Bengaluru, Karnataka');
    expect(formatCityState({ street: 'x' })).toBe('Location unavailable');
  });
});

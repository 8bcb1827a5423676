import { sourceKey } from './source-address';

describe('sourceKey', () => {
  it('when the address is IPv4 (or IPv4-mapped IPv6), counts it as it is', () => {
    expect(sourceKey('203.0.113.7')).toBe('203.0.113.7');
    expect(sourceKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it.each([
    ['2001:db8:1:2:3:4:5:6'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff'],
    ['2001:db8:1:2::9'],
    ['2001:db8:1:2::'],
    ['2001:db8:1:2::1%eth0'],
  ])('when the address is IPv6 (%s), counts its /64 so one network is one address', (ip) => {
    expect(sourceKey(ip)).toBe('2001:db8:1:2::/64');
  });

  it('when the address has a short head, fills the groups "::" stands for', () => {
    expect(sourceKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceKey('::1')).toBe('0:0:0:0::/64');
    expect(sourceKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('when the text is not an address, keeps it (cut to the column size)', () => {
    expect(sourceKey('unknown')).toBe('unknown');
    expect(sourceKey('x'.repeat(100))).toHaveLength(64);
  });
});
